/// The least close viewer who may see each section of the profile.
public struct PrivacyPreferences: Codable, Hashable, Sendable {
    private var levels: [ProfileSection: PrivacyLevel]

    /// Preferences with `levels` for the sections given and the defaults for the others.
    public init(_ levels: [ProfileSection: PrivacyLevel] = [:]) {
        self.levels = Self.defaultLevels.merging(levels) { _, chosen in chosen }
    }

    /// The defaults: the friends list and posts for everyone, photos and messages for friends, video calls
    /// for close friends — open enough to be found, closed enough for the personal parts.
    public static let `default` = PrivacyPreferences()

    private static let defaultLevels: [ProfileSection: PrivacyLevel] = [
        .photos: .friend, .friendsList: .everyone, .posts: .everyone, .videoCalls: .closeFriend, .messages: .friend,
    ]

    /// The least close viewer who may see `section`.
    public subscript(section: ProfileSection) -> PrivacyLevel {
        get { levels[section] ?? .closeFriend }
        set { levels[section] = newValue }
    }
}
