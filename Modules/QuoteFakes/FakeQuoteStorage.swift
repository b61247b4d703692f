import QuoteFeature
import TerminalScreen

/// A quote kept in memory for as long as the fake lives: what it holds at first, each save recorded and
/// written before it returns, or every save failing, or one finding another run's value, when told.
@MainActor
public final class FakeQuoteStorage: QuoteStorage {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "Could not save to /data/quote.json: Permission denied" }
    }

    public var stored: Quote?
    public var failsToSave = false
    /// A quote another run saved after this one loaded: the next save finds it, writes nothing and hands it
    /// back, as the app's storage does.
    public var savedElsewhere: Quote?
    public private(set) var loads = 0
    public private(set) var saved: [Quote] = []

    public init(stored: Quote? = nil) {
        self.stored = stored
    }

    public func load() -> Quote? {
        loads += 1
        return stored
    }

    public func save(_ quote: Quote, changedElsewhere: @escaping @MainActor (Quote) -> Void) -> Saving {
        if failsToSave { return Saving(.kept(because: Failure())) }
        if let other = savedElsewhere {
            savedElsewhere = nil
            stored = other
            changedElsewhere(other)
            return Saving(.changedElsewhere)
        }
        saved.append(quote)
        stored = quote
        return Saving(.saved)
    }
}
