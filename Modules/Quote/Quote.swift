/// A favourite quote: what was said and who said it.
public struct Quote: Codable, Equatable, Sendable {
    /// The words, trimmed, 1 to `maximumTextLength` characters.
    public var text: String
    /// Who said them, trimmed, 1 to `maximumAuthorLength` characters.
    public var author: String

    /// A quote of `text` by `author`.
    public init(text: String, author: String) {
        self.text = text
        self.author = author
    }

    /// The quote shown until the user saves their own.
    public static let `default` = Quote(
        text: "Two things are infinite: the universe and human stupidity; and I'm not sure about the universe.",
        author: "Albert Einstein"
    )

    /// The longest text accepted.
    package static let maximumTextLength = 500
    /// The longest author accepted.
    package static let maximumAuthorLength = 100

    private enum CodingKeys: String, CodingKey {
        case text, author
    }

    /// Decodes a stored quote, checked like typed values: a text or author that the Edit quote prompt would
    /// refuse (empty, too long, with control characters) is refused, saying which field and which rule.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let storedText = try container.decode(String.self, forKey: .text)
        let storedAuthor = try container.decode(String.self, forKey: .author)
        guard let text = QuoteField.text.validated(storedText) else {
            throw DecodingError.dataCorruptedError(
                forKey: .text, in: container, debugDescription: QuoteField.text.refusal(of: storedText))
        }
        guard let author = QuoteField.author.validated(storedAuthor) else {
            throw DecodingError.dataCorruptedError(
                forKey: .author, in: container, debugDescription: QuoteField.author.refusal(of: storedAuthor))
        }
        self.init(text: text, author: author)
    }
}
