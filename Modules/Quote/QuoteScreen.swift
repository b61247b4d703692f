import TerminalScreen

/// The Quote screen: the favourite quote, Edit, and Remind me of it. It reads the quote from the shared
/// model controller each time it is shown, so an edit shows on return without reloading anything.
@MainActor
package final class QuoteScreen: QuoteFeatureScreen {
    /// The model controller shared with the Edit quote screen.
    package let controller: QuoteModelController

    init(controller: QuoteModelController) {
        self.controller = controller
    }

    package let title = "Quote"
    package var content: [String] {
        ["\u{201C}\(controller.quote.text)\u{201D}", "  \u{2014} \(controller.quote.author)"]
    }
    package var request: ScreenRequest {
        .choices([
            ScreenChoice("1", "Edit quote", opening: QuoteDestination.edit),
            ScreenChoice("2", "Remind me of it", opening: QuoteDestination.remind),
        ])
    }
}
