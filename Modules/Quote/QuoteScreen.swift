import Core
import TerminalScreen

/// The Quote screen: the favourite quote, and Edit. It reads the quote from the shared model controller
/// each time it is shown, so an edit shows on return without reloading anything.
@MainActor
public final class QuoteScreen: Screen {
    /// The model controller shared with the Edit quote screen.
    public let controller: QuoteModelController
    private let makeEditScreen: () -> EditQuoteScreen

    /// A screen showing `controller`'s quote; `makeEditScreen` opens the editor.
    public init(controller: QuoteModelController, makeEditScreen: @escaping () -> EditQuoteScreen) {
        self.controller = controller
        self.makeEditScreen = makeEditScreen
    }

    /// `Quote`.
    public let title = "Quote"

    /// The quote in quotation marks, then its author.
    public var content: [String] {
        ["\u{201C}\(controller.quote.text)\u{201D}", "  \u{2014} \(controller.quote.author)"]
    }

    /// `1 Edit quote`, which opens the editor.
    public var request: ScreenRequest {
        .choices([ScreenChoice("1", "Edit quote") { .open(self.makeEditScreen()) }])
    }
}
