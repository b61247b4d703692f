/// The owner's favourite quote, as the profile shows it. Profile declares this and the App satisfies it
/// with an adapter over the Quote feature's model controller: Profile never imports QuoteFeature.
@MainActor
public protocol FavouriteQuoteSource {
    var quoteText: String { get }
    var quoteAuthor: String { get }
}
