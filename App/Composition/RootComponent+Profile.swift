import Core
import ProfileFeature

// The root satisfies the Profile feature's dependency; the compiler names any member it lacks.
extension RootComponent: ProfileDependency {
    /// Factory: the sample user shipped with the app, read off the main actor.
    package var userSource: any ProfileUserSource { SampleUserFile() }
    /// Factory: a stateless adapter over the root's store.
    package var preferencesStorage: any PrivacyPreferencesStorage {
        KeyedStorage(store: store, key: StorageKeys.privacyPreferences)
    }
    /// Factory: the Quote feature's one controller, seen as Profile's quote source.
    package var favouriteQuote: any FavouriteQuoteSource {
        QuoteControllerQuoteSource(controller: quote.modelController)
    }
}

extension RootComponent {
    /// The Profile feature's component: the same one while the main menu holds it.
    var profile: ProfileComponent {
        childScope(profileSlot) { ProfileComponent(parent: self) }
    }
}
