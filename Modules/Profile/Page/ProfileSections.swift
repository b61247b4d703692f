/// The friends, photos and posts a viewer may see; a hidden one says who may see it instead.
@MainActor
public struct ProfileSections {
    /// The snapshot these sections were built with.
    public let snapshot: PrivacySnapshot
    let user: ProfileUser

    /// The sections of `user` as `snapshot` allows.
    public init(user: ProfileUser, snapshot: PrivacySnapshot) {
        self.user = user
        self.snapshot = snapshot
    }

    /// The sections' lines.
    public var lines: [String] {
        [
            line(.friendsList, "Friends", user.friends),
            line(.photos, "Photos", user.photos),
            line(.posts, "Posts", user.posts),
        ]
    }

    private func line(_ section: ProfileSection, _ title: String, _ items: [String]) -> String {
        guard snapshot.shows(section) else {
            return "\(title): hidden (\(snapshot.preferences[section].audienceTitle.lowercased()))"
        }
        return "\(title) (\(items.count)): " + items.joined(separator: " \u{00B7} ")
    }
}
