/// A value the tests store: stars run from 0 to 5, and a note with more is refused as the app refuses an
/// out-of-range value.
struct Note: Codable, Equatable {
    var text: String
    var stars: Int

    init(text: String, stars: Int) {
        self.text = text
        self.stars = stars
    }

    private enum CodingKeys: String, CodingKey {
        case text, stars
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        text = try container.decode(String.self, forKey: .text)
        stars = try container.decode(Int.self, forKey: .stars)
        guard (0...5).contains(stars) else {
            throw DecodingError.dataCorruptedError(
                forKey: .stars, in: container, debugDescription: "stars \(stars); a note has 0 to 5 stars")
        }
    }
}
