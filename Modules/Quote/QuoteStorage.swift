/// Where the favourite quote is kept between runs. The feature owns this protocol; the App satisfies it
/// with an adapter over its store, so QuoteFeature never imports Persistence.
@MainActor
public protocol QuoteStorage {
    /// The saved quote, or `nil` when none was saved or it could not be read.
    func load() -> Quote?

    /// Persists `quote`; throws an error whose description is one line for the user.
    func save(_ quote: Quote) throws
}
