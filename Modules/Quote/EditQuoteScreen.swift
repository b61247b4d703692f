import Core

/// Edit quote: asks for the text, then the author, each prefilled with the current value (an empty line
/// keeps it), refuses invalid input (blank, too long, control characters) with one line and asks again,
/// then saves into the shared model controller and closes. Every line is taken literally: `b` or `q` are
/// a quote like any other.
@MainActor
public final class EditQuoteScreen: Screen {
    /// The model controller shared with the Quote screen.
    public let controller: QuoteModelController
    private var field = QuoteField.text
    private var draftText: String?

    /// An editor that saves into `controller`.
    public init(controller: QuoteModelController) {
        self.controller = controller
    }

    /// `Edit quote`.
    public let title = "Edit quote"

    /// The current value of the field being asked for.
    public var content: [String] {
        switch field {
        case .text: ["Current text: \u{201C}\(controller.quote.text)\u{201D}"]
        case .author: ["Current author: \(controller.quote.author)"]
        }
    }

    /// `Quote text`, then `Author`.
    public var request: ScreenRequest {
        switch field {
        case .text: .prompt("Quote text (empty keeps the current text)")
        case .author: .prompt("Author (empty keeps the current author)")
        }
    }

    /// Takes the typed value for the current field; after the author, saves and closes.
    public func handle(_ line: String) -> ScreenOutcome {
        let value: String
        if line.isEmpty {
            value = field == .text ? controller.quote.text : controller.quote.author
        } else if let valid = field.validated(line) {
            value = valid
        } else {
            return .stay(notice: field.rule)
        }

        switch field {
        case .text:
            draftText = value
            field = .author
            return .stay()
        case .author:
            let quote = Quote(text: draftText ?? controller.quote.text, author: value)
            switch controller.save(quote) {
            case .saved:
                return .close(notice: "Saved.")
            case .keptForThisSession(let reason):
                return .close(notice: "\(reason). The quote is kept for this session only.")
            }
        }
    }
}
