import Core

/// One viewer's session (`^->Root->Profile->ProfileSession`): the user loaded for it, what that viewer may
/// see, and the object graph of each build of the page. The Profile screen holds it through its content
/// provider and drops it when the viewer changes: everything in it goes with it, a load in flight too.
package final class ProfileSessionComponent: Component<any ProfileSessionDependency> {
    package let viewer: PrivacyLevel
    private let userSlot = AsyncShared<ProfileUser>()
    private let snapshotSlot = GraphShared<PrivacySnapshot>()

    package init(parent: any ProfileSessionDependency, viewer: PrivacyLevel) {
        self.viewer = viewer
        super.init(parent: parent)
    }

    /// Async-shared: the user, loaded once for this session, off the main actor.
    package var user: AsyncShared<ProfileUser> {
        asyncShared(userSlot) { [source = dependency.userSource] in try await source.loadUser() }
    }

    /// Factory: the content provider the Profile screen shows this session through; it holds the session.
    package var contentProvider: any ProfileContentProvider {
        factory { SessionContentProvider(session: self) }
    }

    /// Object-graph: one snapshot per build, shared by the header and the sections of that build.
    func snapshot(in graph: borrowing ObjectGraph) -> PrivacySnapshot {
        graphShared(snapshotSlot, in: graph) {
            PrivacySnapshot(viewer: viewer, preferences: dependency.preferencesModel.preferences)
        }
    }

    /// Builds the page of `user` in one object graph, so its header and sections see one snapshot.
    package func buildPage(for user: ProfileUser) -> ProfilePage {
        buildGraph { graph in
            let header = ProfileHeader(user: user, snapshot: snapshot(in: graph), quote: dependency.favouriteQuote)
            let sections = ProfileSections(user: user, snapshot: snapshot(in: graph))
            return ProfilePage(lines: header.lines + [""] + sections.lines)
        }
    }
}
