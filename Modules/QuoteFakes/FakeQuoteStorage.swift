import QuoteFeature
import TerminalScreen

/// A quote kept in memory for as long as the fake lives: what it holds at first, each save recorded and
/// written before it returns, or every save failing when told.
@MainActor
public final class FakeQuoteStorage: QuoteStorage {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "Could not save to /data/quote.json: Permission denied" }
    }

    public var stored: Quote?
    public var failsToSave = false
    public private(set) var loads = 0
    public private(set) var saved: [Quote] = []

    public init(stored: Quote? = nil) {
        self.stored = stored
    }

    public func load() -> Quote? {
        loads += 1
        return stored
    }

    public func save(_ quote: Quote) -> Saving {
        if failsToSave { return Saving(.kept(because: Failure())) }
        saved.append(quote)
        stored = quote
        return Saving(.saved)
    }
}
