import Core

/// One viewer's session (`^->Root->Profile->ProfileSession`): what that viewer may see, and the object
/// graph of each build of the page. The Profile screen holds it through its content provider and drops it
/// when the viewer changes: everything in it goes with it.
public final class ProfileSessionComponent: Component<any ProfileSessionDependency> {
    public let viewer: PrivacyLevel
    private let snapshotSlot = GraphShared<PrivacySnapshot>()

    public init(parent: any ProfileSessionDependency, viewer: PrivacyLevel) {
        self.viewer = viewer
        super.init(parent: parent)
    }

    /// Factory: the content provider the Profile screen shows this session through; it holds the session.
    public var contentProvider: any ProfileContentProvider {
        factory { SessionContentProvider(viewer: viewer) { self.buildPage() } }
    }

    /// Object-graph: one snapshot per build, shared by the header and the sections of that build.
    func snapshot(in graph: borrowing ObjectGraph) -> PrivacySnapshot {
        graphShared(snapshotSlot, in: graph) {
            PrivacySnapshot(viewer: viewer, preferences: dependency.preferencesModel.preferences)
        }
    }

    /// Builds the page in one object graph, so its header and sections see one snapshot.
    package func buildPage() -> ProfilePage {
        buildGraph { graph in
            let user = dependency.profileUser
            let header = ProfileHeader(user: user, snapshot: snapshot(in: graph), quote: dependency.favouriteQuote)
            let sections = ProfileSections(user: user, snapshot: snapshot(in: graph))
            return ProfilePage(lines: header.lines + [""] + sections.lines)
        }
    }
}
