/// What one viewer may see of the profile, decided section by section against the owner's preferences:
/// seed 004's content provider. The Profile screen depends on this protocol alone, so a test can draw it
/// from a stub.
@MainActor
public protocol ProfileContentProvider: AnyObject {
    var viewer: PrivacyLevel { get }
    /// The page as this viewer may see it now. Reading it reads the observable models it is made from,
    /// so what is derived from it follows their changes.
    func page() -> ProfilePage
}

/// The provider of a viewer's session: each page is built in the session's object graph.
@MainActor
final class SessionContentProvider: ProfileContentProvider {
    let viewer: PrivacyLevel
    private let buildPage: () -> ProfilePage

    init(viewer: PrivacyLevel, buildPage: @escaping () -> ProfilePage) {
        self.viewer = viewer
        self.buildPage = buildPage
    }

    func page() -> ProfilePage { buildPage() }
}
