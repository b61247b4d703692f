import Composition
import FeatureStorage
import Persistence
import ProfileFeature
import QuoteFeature
import TerminalScreen

/// Profile's needs, met in a place of Profile's own: the root hands it what this initializer asks, and the
/// compiler names any need left out.
@MainActor
public struct ProfileWiring: ProfileDependency {
    /// The privacy preferences: by section and level names since version 2; version 1 stored numbers.
    public static let storageKey = StoreKey<PrivacyPreferences>("privacy-preferences", version: 2) { _, payload in
        try PrivacyPreferences(migratingVersion1: payload)
    }

    public let storage: any PrivacyPreferencesStorage
    public let userSource: any ProfileUserSource
    /// Profile → Quote, data: the favourite quote on the page.
    public let favouriteQuote: any FavouriteQuoteSource
    /// Profile → Quote, navigation: Edit favourite quote opens the quote's editor, which closes back to the
    /// Profile screen.
    public let favouriteQuoteEditor: AnyDestination<ProfileComponent>

    public init(
        store: any KeyValueStore, userSource: any ProfileUserSource,
        favouriteQuote quote: consuming DataCrossing<QuoteComponent, ProfileComponent>,
        favouriteQuoteEditor editor: consuming NavigationCrossing<QuoteComponent, ProfileComponent>
    ) {
        storage = KeyedStorage(store: store, key: Self.storageKey)
        self.userSource = userSource
        favouriteQuote = quote.reading(as: (any FavouriteQuoteSource).self, QuoteControllerQuoteSource.init)
        favouriteQuoteEditor = editor.destination(.edit)
    }
}

extension KeyedStorage: @retroactive PrivacyPreferencesStorage where Value == PrivacyPreferences {
    /// One section's level, merged under the store's lock with what is stored then.
    public func save(_ level: PrivacyLevel, for section: ProfileSection) -> Saving {
        .of { store.update(key, default: .default, { $0[section] = level }, completion: $0) }
    }

    /// Every section's default, under the store's lock, whatever is stored then.
    public func reset() -> Saving {
        .of { store.update(key, default: .default, { $0 = .default }, completion: $0) }
    }
}
