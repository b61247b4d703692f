/// The least close viewer who may see each section of the profile.
public struct PrivacyPreferences: Codable, Hashable, Sendable {
    private var levels: [ProfileSection: PrivacyLevel]

    /// Preferences with `levels` for the sections given and the defaults for the others.
    public init(_ levels: [ProfileSection: PrivacyLevel] = [:]) {
        self.levels = Self.defaultLevels.merging(levels) { _, chosen in chosen }
    }

    /// The defaults, as in the privacy-levels example the app follows: the friends list, posts and
    /// messages for friends; photos and video calls for close friends. A stranger sees the header only.
    public static let `default` = PrivacyPreferences()

    private static let defaultLevels: [ProfileSection: PrivacyLevel] = [
        .photos: .closeFriend, .friendsList: .friend, .posts: .friend, .videoCalls: .closeFriend, .messages: .friend,
    ]

    /// The least close viewer who may see `section`.
    public subscript(section: ProfileSection) -> PrivacyLevel {
        get { levels[section] ?? .closeFriend }
        set { levels[section] = newValue }
    }
}
