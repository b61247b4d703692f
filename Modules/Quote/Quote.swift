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
}
