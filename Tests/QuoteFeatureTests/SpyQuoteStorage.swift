import QuoteFeature
import TerminalScreen

/// Records what the feature loads and saves, each save written before it returns; can hold a stored quote
/// or fail every save.
@MainActor
final class SpyQuoteStorage: QuoteStorage {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "Could not save to /data/quote.json: Permission denied" }
    }

    var stored: Quote?
    var failsToSave = false
    private(set) var loads = 0
    private(set) var saved: [Quote] = []

    init(stored: Quote? = nil) {
        self.stored = stored
    }

    func load() -> Quote? {
        loads += 1
        return stored
    }

    func save(_ quote: Quote) -> Saving {
        if failsToSave { return Saving(.kept(because: Failure())) }
        saved.append(quote)
        stored = quote
        return Saving(.saved)
    }
}
