import Core

/// The page of one loaded user (`^->Root->Profile->ProfileSession->ProfilePage`): made when the session's
/// user arrives, it builds each drawing of the page. It reads the favourite quote, a member the root
/// provides, through two levels that forward it without using it.
package final class ProfilePageComponent: Component<any ProfilePageDependency> {
    package let user: ProfileUser

    /// A page under `parent`, which meets its needs: the compiler checks it adopts the protocol.
    package init(parent: some ProfilePageDependency, user: ProfileUser) {
        self.user = user
        super.init(parent: parent, dependency: parent)
    }

    /// The page as the viewer may see it now: the header and the sections read one snapshot of the viewer
    /// and the preferences, so they never disagree about what shows.
    package func build() -> ProfilePage {
        let snapshot = PrivacySnapshot(viewer: dependency.viewer, preferences: dependency.preferencesModel.preferences)
        let header = ProfileHeader(user: user, snapshot: snapshot, quote: dependency.favouriteQuote)
        let sections = ProfileSections(user: user, snapshot: snapshot)
        return ProfilePage(lines: header.lines + [""] + sections.lines)
    }
}
