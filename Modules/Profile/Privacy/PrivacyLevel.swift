/// How close the viewer is to the profile's owner: everyone < friend < close friend. A section is shown
/// when the viewer's level is at least the level its preference asks for.
public enum PrivacyLevel: Int, Codable, CaseIterable, Comparable, Sendable {
    case everyone
    case friend
    case closeFriend

    /// The viewer, as the View as menu names it: `Everyone`, `Friend`, `Close friend`.
    package var viewerTitle: String {
        switch self {
        case .everyone: "Everyone"
        case .friend: "Friend"
        case .closeFriend: "Close friend"
        }
    }

    /// The audience, as the Privacy preferences menu names it: `Everyone`, `Friends only`, ….
    package var audienceTitle: String {
        switch self {
        case .everyone: "Everyone"
        case .friend: "Friends only"
        case .closeFriend: "Close friends only"
        }
    }

    /// Less close first.
    public static func < (lhs: PrivacyLevel, rhs: PrivacyLevel) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}
