import Core
import ProfileFeature

// The root satisfies the Profile feature's dependency; the compiler names any member it lacks.
extension RootComponent: ProfileDependency {
    /// Factory: the sample user shipped with the app, read off the main actor.
    package var userSource: any ProfileUserSource { SampleUserFile() }
    package var preferencesStorage: any PrivacyPreferencesStorage {
        KeyedStorage(store: store, key: StorageKeys.privacyPreferences)
    }
    /// Factory: the Quote feature's one controller, seen as Profile's quote source.
    package var favouriteQuote: any FavouriteQuoteSource {
        QuoteControllerQuoteSource(controller: quote.modelController)
    }
}

extension RootComponent {
    var profile: ProfileComponent {
        childScope(profileSlot) { ProfileComponent(parent: self) }
    }
}
