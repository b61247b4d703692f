import TerminalScreen

/// The Quote screen: the favourite quote, and Edit. It reads the quote from the shared model controller
/// each time it is shown, so an edit shows on return without reloading anything.
@MainActor
package final class QuoteScreen: Screen {
    /// The model controller shared with the Edit quote screen.
    package let controller: QuoteModelController
    private let makeEditScreen: () -> EditQuoteScreen

    init(controller: QuoteModelController, makeEditScreen: @escaping () -> EditQuoteScreen) {
        self.controller = controller
        self.makeEditScreen = makeEditScreen
    }

    package let title = "Quote"
    package var content: [String] {
        ["\u{201C}\(controller.quote.text)\u{201D}", "  \u{2014} \(controller.quote.author)"]
    }
    package var request: ScreenRequest {
        .choices([ScreenChoice("1", "Edit quote") { .open(self.makeEditScreen()) }])
    }
}
