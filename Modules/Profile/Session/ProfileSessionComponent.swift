import Core

/// One viewer's session (`^->Root->Profile->ProfileSession`): the user loaded for it, and the page of that
/// user once it has arrived. The Profile screen holds it through its content provider and drops it when
/// the viewer changes: everything in it goes with it, a load in flight too.
package final class ProfileSessionComponent: Component<any ProfileSessionDependency> {
    package let viewer: PrivacyLevel
    private let userSlot = AsyncShared<ProfileUser>()

    /// A session under `parent`, which meets its needs: the compiler checks it adopts the protocol.
    package init(parent: some ProfileSessionDependency, viewer: PrivacyLevel) {
        self.viewer = viewer
        super.init(parent: parent, dependency: parent)
    }

    /// Async-shared: the user, loaded once for this session, off the main actor.
    package var user: AsyncShared<ProfileUser> {
        asyncShared(userSlot) { [source = dependency.userSource] in try await source.loadUser() }
    }

    /// Factory: the content provider the Profile screen shows this session through; it holds the session.
    package var contentProvider: any ProfileContentProvider {
        factory { SessionContentProvider(session: self) }
    }

    /// A new page of `user`, for the provider to hold while it shows this session.
    package func page(of user: ProfileUser) -> ProfilePageComponent {
        ProfilePageComponent(parent: self, user: user)
    }
}
