import ProfileFeature

/// The owner's favourite quote as the test or the example sets it, counting how many times a page read it.
@MainActor
public final class FakeFavouriteQuote: FavouriteQuoteSource {
    /// How many times a page read the quote: once per build.
    public private(set) var reads = 0
    private let text: String
    public var quoteAuthor: String

    public init(_ text: String, by author: String) {
        (self.text, quoteAuthor) = (text, author)
    }

    public var quoteText: String {
        reads += 1
        return text
    }
}
