import Observation
import TerminalScreen

/// The one owner of the favourite quote while the app runs. The Quote screen, the Edit quote screen and
/// anything else that shows the quote receive this same instance from `QuoteComponent` — shared state
/// injected from the composition root, instead of a singleton. It persists through `QuoteStorage`, a
/// separate protocol, so it never knows how or where the quote is stored.
@MainActor
@Observable
public final class QuoteModelController {
    /// The favourite quote now; observable, so what shows it follows a change.
    public private(set) var quote: Quote

    /// The main menu's line about the quote, read from what is observed, so a header showing it follows an edit.
    public var summary: String { "Favourite quote by \(quote.author)" }

    @ObservationIgnored private let storage: any QuoteStorage

    /// A controller holding the stored quote, or the default when none is stored or it cannot be read. The
    /// package's: Quote's component makes the one the app shares, and a wiring, built without the package's
    /// access, cannot make one of its own beside it.
    package init(storage: any QuoteStorage) {
        self.storage = storage
        self.quote = storage.load() ?? .default
    }

    /// Makes `quote` the favourite at once and writes it down; the `Saving` tells when it is written. If another
    /// run saved a different quote since this one was loaded, that quote is the favourite instead, and this
    /// one is not written.
    public func save(_ quote: Quote) -> Saving {
        self.quote = quote
        return storage.save(quote) { [weak self] stored in self?.quote = stored }
    }
}
