/// The top of the profile: who, their favourite quote, who is looking, and which actions are offered.
@MainActor
struct ProfileHeader {
    let user: ProfileUser
    let snapshot: PrivacySnapshot
    let quote: any FavouriteQuoteSource

    var lines: [String] {
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
