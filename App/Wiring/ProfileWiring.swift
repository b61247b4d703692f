import Core
import ProfileFeature

/// Profile's needs, met in a place of Profile's own: another feature's `storage` never meets this one,
/// and the compiler names any need left out.
@MainActor
struct ProfileWiring: ProfileDependency {
    let root: RootComponent

    var storage: any PrivacyPreferencesStorage {
        KeyedStorage(store: root.store, key: StorageKeys.privacyPreferences)
    }
    var userSource: any ProfileUserSource { root.userSource }
    /// Profile → Quote, data: the favourite quote on the page.
    var favouriteQuote: any FavouriteQuoteSource {
        root.crossing { QuoteControllerQuoteSource(quote: root.quote) }
    }
    /// Profile → Quote, navigation: Edit favourite quote.
    var favouriteQuoteEditor: any FavouriteQuoteEditorRoute {
        root.crossing { EditQuoteRoute(quote: root.quote) }
    }
}
