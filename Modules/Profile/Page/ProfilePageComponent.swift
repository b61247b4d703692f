import Core

/// The page of one loaded user (`^->Root->Profile->ProfileSession->ProfilePage`): made when the session's
/// user arrives, it builds each drawing of the page in one object graph. It reads the favourite quote, a
/// member the root provides, through two levels that forward it without using it.
package final class ProfilePageComponent: Component<any ProfilePageDependency> {
    package let user: ProfileUser
    private let snapshotSlot = GraphShared<PrivacySnapshot>()

    package init(parent: any ProfilePageDependency, user: ProfileUser) {
        self.user = user
        super.init(parent: parent)
    }

    /// Object-graph: one snapshot per build, shared by the header and the sections of that build.
    func snapshot(in graph: borrowing ObjectGraph) -> PrivacySnapshot {
        graphShared(snapshotSlot, in: graph) {
            PrivacySnapshot(viewer: dependency.viewer, preferences: dependency.preferencesModel.preferences)
        }
    }

    /// The page in one object graph, so its header and sections see one snapshot.
    package func build() -> ProfilePage {
        buildGraph { graph in
            let header = ProfileHeader(user: user, snapshot: snapshot(in: graph), quote: dependency.favouriteQuote)
            let sections = ProfileSections(user: user, snapshot: snapshot(in: graph))
            return ProfilePage(lines: header.lines + [""] + sections.lines)
        }
    }
}
