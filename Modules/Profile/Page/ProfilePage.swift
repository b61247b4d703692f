/// One build of the profile: a header and sections made in one object graph.
@MainActor
public struct ProfilePage {
    /// The top of the page.
    public let header: ProfileHeader
    /// The friends, photos and posts.
    public let sections: ProfileSections

    /// The page's lines: the header, a blank line, the sections.
    public var lines: [String] { header.lines + [""] + sections.lines }
}
