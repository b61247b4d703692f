import Persistence
import QuoteFeature

/// Satisfies the Quote feature's `QuoteStorage` with the app's key-value store: the feature knows nothing
/// of files, keys or schema versions.
@MainActor
struct StoreQuoteStorage: QuoteStorage {
    /// The key the favourite quote is stored under.
    static let key = StoreKey<Quote>("quote")

    let store: any KeyValueStore

    func loadQuote() -> Quote? {
        store.value(for: Self.key)
    }

    func saveQuote(_ quote: Quote) throws {
        try store.save(quote, for: Self.key)
    }
}
