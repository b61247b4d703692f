/// A part of the profile whose audience the owner chooses, in the Privacy preferences menu's order.
public enum ProfileSection: String, Codable, CaseIterable, Sendable {
    case photos
    case friendsList
    case posts
    /// Whether a video call is offered.
    case videoCalls
    /// Whether a message is offered.
    case messages

    /// `Photos`, `Friends list`, `Posts`, `Video calls`, `Messages`.
    public var title: String {
        switch self {
        case .photos: "Photos"
        case .friendsList: "Friends list"
        case .posts: "Posts"
        case .videoCalls: "Video calls"
        case .messages: "Messages"
        }
    }
}
