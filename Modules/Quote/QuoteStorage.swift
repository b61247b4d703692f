import TerminalScreen

/// Where the favourite quote is kept between runs. The feature owns this protocol; the App satisfies it
/// with an adapter over its store, so QuoteFeature never imports Persistence.
@MainActor
public protocol QuoteStorage {
    /// The saved quote, or `nil` when none was saved or it could not be read.
    func load() -> Quote?

    /// Writes `quote` down in place of the quote loaded or saved last, in the background when the disk or
    /// another process makes it wait; the `Saving` returned tells how it went, in one line for the user when
    /// it did not. If another run saved a different quote since, nothing is written: `changedElsewhere` is
    /// handed that quote, on the main actor, before the `Saving` tells `.changedElsewhere`.
    func save(_ quote: Quote, changedElsewhere: @escaping @MainActor (Quote) -> Void) -> Saving
}
