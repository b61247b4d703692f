import TerminalScreen

/// Where the Profile feature's screens lead: the profile, View as, Privacy preferences and each section's
/// preference, and the favourite quote's editor, which another feature owns and Profile reaches through the
/// route it declares (`FavouriteQuoteEditorRoute`).
public enum ProfileDestination: Destination {
    case profile
    case viewAs
    case privacy
    case section(ProfileSection)
    case editQuote

    public var segment: String {
        switch self {
        case .profile: "profile"
        case .viewAs: "view-as"
        case .privacy: "privacy"
        case .section(let section): section.segment
        case .editQuote: "edit-quote"
        }
    }

    public static var all: [ProfileDestination] {
        [.profile, .viewAs, .privacy] + ProfileSection.allCases.map(ProfileDestination.section) + [.editQuote]
    }
}

extension ProfileSection {
    /// The section as a segment of a link: `photos`, `friends-list`, …
    var segment: String {
        switch self {
        case .photos: "photos"
        case .friendsList: "friends-list"
        case .posts: "posts"
        case .videoCalls: "video-calls"
        case .messages: "messages"
        }
    }
}
