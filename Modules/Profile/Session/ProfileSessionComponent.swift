import Core

/// One viewer's session (`^->Root->Profile->Session`): the content provider for that viewer and the
/// object graph of each profile build. Switching viewer discards it, and everything in it goes.
@MainActor
public final class ProfileSessionComponent: Component<any ProfileSessionDependency> {
    /// Who is viewing, for the whole session.
    public let viewer: PrivacyLevel
    private let providerSlot = Shared<ProfileContentProvider>()
    private let snapshotSlot = GraphShared<PrivacySnapshot>()

    /// A session of `viewer` under `parent`.
    public init(parent: some Scope & ProfileSessionDependency, viewer: PrivacyLevel) {
        self.viewer = viewer
        super.init(parent: parent, dependency: parent, name: "Session")
    }

    /// Shared: what this viewer may see, decided against the live preferences.
    package var contentProvider: ProfileContentProvider {
        shared(providerSlot) { ProfileContentProvider(viewer: viewer, preferences: dependency.preferencesModel) }
    }

    /// Object-graph: one snapshot per build, shared by the header and the sections of that build.
    public func snapshot(in graph: borrowing ObjectGraph) -> PrivacySnapshot {
        graphShared(snapshotSlot, in: graph) { contentProvider.snapshot() }
    }

    /// Builds the profile page: one object graph, so its header and sections see one snapshot.
    package func buildPage() -> ProfilePage {
        buildGraph { graph in
            ProfilePage(
                header: ProfileHeader(
                    user: dependency.profileUser, snapshot: snapshot(in: graph), quote: dependency.favouriteQuote),
                sections: ProfileSections(user: dependency.profileUser, snapshot: snapshot(in: graph))
            )
        }
    }
}
