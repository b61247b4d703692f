import Core
import TerminalScreen

/// The Profile feature's component (`^->Root->Profile`): the owner's privacy preferences for as long as it
/// lives, and a session scope for each viewer the Profile screen shows the profile to.
public final class ProfileComponent: Component<any ProfileDependency> {
    package private(set) lazy var preferencesModel: PrivacyPreferencesModel = shared {
        PrivacyPreferencesModel(storage: dependency.storage)
    }

    /// A new session scope for `viewer` (`^->Root->Profile->ProfileSession`): whoever holds it decides how
    /// long it lives, and dropping it releases everything in it.
    package func session(for viewer: PrivacyLevel) -> ProfileSessionComponent {
        ProfileSessionComponent(parent: self, viewer: viewer)
    }

    /// Factory: the Profile screen, which holds one viewer's session at a time.
    public var profileScreen: any Screen {
        factory {
            ProfileScreen(
                startSession: { self.session(for: $0).contentProvider },
                openPreferences: { self.privacyPreferencesScreen },
                quoteEditor: dependency.favouriteQuoteEditor)
        }
    }

    /// Factory: Privacy preferences, over the preferences store.
    package var privacyPreferencesScreen: any Screen {
        factory { PrivacyPreferencesScreen(store: preferencesModel) }
    }
}
