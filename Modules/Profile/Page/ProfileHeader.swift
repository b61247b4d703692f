/// The top of the profile: who, their favourite quote, who is looking, and which actions are offered.
@MainActor
public struct ProfileHeader {
    /// The snapshot this header was built with.
    public let snapshot: PrivacySnapshot
    let user: ProfileUser
    let quote: any FavouriteQuoteSource

    /// A header for `user` as `snapshot` allows, with `quote`.
    public init(user: ProfileUser, snapshot: PrivacySnapshot, quote: any FavouriteQuoteSource) {
        self.user = user
        self.snapshot = snapshot
        self.quote = quote
    }

    /// The header's lines.
    public var lines: [String] {
        [
            user.name,
            user.bio,
            "Favourite quote: \u{201C}\(quote.quoteText)\u{201D} \u{2014} \(quote.quoteAuthor)",
            "Viewing as: \(snapshot.viewer.viewerTitle)",
            "Message: \(offered(.messages)) \u{00B7} Video call: \(offered(.videoCalls))",
        ]
    }

    private func offered(_ section: ProfileSection) -> String {
        snapshot.shows(section) ? "offered" : "not offered"
    }
}
