import Core
import ProfileFeature

// The root satisfies the Profile feature's dependency (the user source is its `let`); the compiler names
// any member it lacks.
extension RootComponent: ProfileDependency {
    package var preferencesStorage: any PrivacyPreferencesStorage {
        KeyedStorage(store: store, key: StorageKeys.privacyPreferences)
    }
    /// Factory: the Quote feature's one controller, seen as Profile's quote source.
    package var favouriteQuote: any FavouriteQuoteSource {
        factory { QuoteControllerQuoteSource(quote: quote) }
    }
    /// Factory: Profile's way into the Quote feature's editor.
    package var favouriteQuoteEditor: any FavouriteQuoteEditorRoute {
        factory { EditQuoteRoute(quote: quote) }
    }
}

extension RootComponent {
    var profile: ProfileComponent {
        childScope(profileSlot) { ProfileComponent(parent: self) }
    }
}
