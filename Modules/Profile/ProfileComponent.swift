import Core

/// The Profile feature's component (`^->Root->Profile`): it owns the preferences and the viewer choice for
/// the run, and finds the viewer's session scope, which it discards when the viewer changes. The Profile
/// screen's page holds the session it was drawn for.
@MainActor
public final class ProfileComponent: Component<any ProfileDependency> {
    private let preferencesSlot = Shared<PrivacyPreferencesModel>()
    private let viewerSlot = Shared<ViewerSelection>()
    private let sessionSlot = ChildScope<ProfileSessionComponent>()

    /// A child of `parent`, which provides the feature's dependency.
    public init(parent: some Scope & ProfileDependency) {
        super.init(parent: parent, dependency: parent, name: "Profile")
    }

    /// Shared: the owner's privacy preferences.
    public var preferencesModel: PrivacyPreferencesModel {
        shared(preferencesSlot) { PrivacyPreferencesModel(storage: dependency.preferencesStorage) }
    }

    /// Shared: who is viewing.
    package var viewerSelection: ViewerSelection {
        shared(viewerSlot) { ViewerSelection() }
    }

    /// Child scope: the current viewer's session (`^->Root->Profile->Session`), the same one while the
    /// Profile screen shows it, until the viewer changes.
    public var session: ProfileSessionComponent {
        childScope(sessionSlot) { ProfileSessionComponent(parent: self, viewer: viewerSelection.level) }
    }

    /// Discards the session scope: the next access makes a new one, and the old one, with everything it
    /// made, is released when the page drawn for it is drawn again.
    func discardSession() {
        discard(sessionSlot)
    }

    // MARK: - Screens

    /// Factory: the Profile screen.
    public var profileScreen: ProfileScreen {
        factory {
            ProfileScreen(
                viewer: viewerSelection,
                drawPage: {
                    let session = self.session
                    return (session, session.buildPage().lines)
                },
                openViewAs: { self.viewAsScreen },
                openPreferences: { self.privacyPreferencesScreen },
                signOut: { self.signOut() }
            )
        }
    }

    /// Factory: View as.
    package var viewAsScreen: ViewAsScreen {
        factory { ViewAsScreen(viewer: viewerSelection) { self.switchViewer(to: $0) } }
    }

    /// Factory: Privacy preferences.
    package var privacyPreferencesScreen: PrivacyPreferencesScreen {
        factory { PrivacyPreferencesScreen(preferences: preferencesModel) }
    }
}
