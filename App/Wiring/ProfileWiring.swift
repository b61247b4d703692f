import Core
import ProfileFeature

/// Profile's needs, met in a place of Profile's own: another feature's `storage` never meets this one,
/// and the compiler names any need left out.
@MainActor
struct ProfileWiring: ProfileDependency {
    let storage: any PrivacyPreferencesStorage
    let userSource: any ProfileUserSource
    /// Profile → Quote, data: the favourite quote on the page.
    let favouriteQuote: any FavouriteQuoteSource
    /// Profile → Quote, navigation: Edit favourite quote.
    let favouriteQuoteEditor: any FavouriteQuoteEditorRoute

    init(_ root: borrowing RootWiring) {
        storage = KeyedStorage(store: root.store, key: StorageKeys.privacyPreferences)
        userSource = root.userSource
        favouriteQuote = root.reading(\.quote, as: (any FavouriteQuoteSource).self, QuoteControllerQuoteSource.init)
        favouriteQuoteEditor = root.opening(\.quote, as: (any FavouriteQuoteEditorRoute).self, EditQuoteRoute.init)
    }
}

/// Made per visit: each opening from outside the feature starts afresh, with the stored preferences.
extension ProfileComponent: MadePerVisit {}
