import Composition
import Core
import TerminalScreen

/// The Profile feature's component (`^->Root->Profile`): the owner's privacy preferences for as long as it
/// lives, and a session scope for each viewer the Profile screen shows the profile to. Made per visit: each
/// opening from outside the feature starts afresh, with the stored preferences; others only open it.
public final class ProfileComponent: FeatureComponent<any ProfileDependency, MadePerVisit> {
    package private(set) lazy var preferencesModel: PrivacyPreferencesModel = shared {
        PrivacyPreferencesModel(storage: dependency.storage)
    }

    /// A new session scope for `viewer` (`^->Root->Profile->ProfileSession`): whoever holds it decides how
    /// long it lives, and dropping it releases everything in it.
    package func session(for viewer: PrivacyLevel) -> ProfileSessionComponent {
        ProfileSessionComponent(parent: self, viewer: viewer)
    }

    /// Shared: who is looking during this component's visit, which View as and Sign out change.
    package private(set) lazy var viewing: ProfileViewing = shared { ProfileViewing() }

    /// Factory: the Profile screen, which holds one viewer's session at a time.
    package var profileScreen: ProfileScreen {
        factory { ProfileScreen(viewing: viewing) { self.session(for: $0).contentProvider } }
    }

    /// Factory: Privacy preferences, over the preferences store.
    package var privacyPreferencesScreen: any Screen {
        factory { PrivacyPreferencesScreen(store: preferencesModel) }
    }
}

extension ProfileComponent: DestinationScreens {
    public static var start: ProfileDestination { .profile }

    public func arrival(at destination: ProfileDestination) -> Arrival<ProfileComponent> {
        switch destination {
        case .profile: .screen(profileScreen)
        case .viewAs: .screen(factory { ViewAsScreen(viewing: viewing) })
        case .privacy: .screen(privacyPreferencesScreen)
        case .section(let section):
            .screen(factory { SectionPreferenceScreen(section: section, store: preferencesModel) })
        case .editQuote: .route(dependency.favouriteQuoteEditor)
        }
    }
}
