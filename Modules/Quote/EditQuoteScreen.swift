import TerminalScreen

/// Edit quote: asks for the text, then the author, each prefilled with the current value, by the prompt
/// grammar every prompt shares (`PromptLine`: Enter keeps, `b` previous prompt or leave, `c` cancel; no
/// key is ever taken as a quote). Refuses invalid input (blank, too long, control characters) with one
/// line and asks again, then saves into the shared model controller and closes — or says nothing changed
/// and writes nothing.
@MainActor
package final class EditQuoteScreen: QuoteFeatureScreen {
    /// The model controller shared with the Quote screen.
    package let controller: QuoteModelController
    private var field = QuoteField.text
    private var draftText: String?

    package init(controller: QuoteModelController) {
        self.controller = controller
    }

    package let title = "Edit quote"
    package var unsavedInput: String? { draftText == nil ? nil : "the quote you were editing" }
    package var content: [String] {
        switch field {
        case .text: ["Current text: \u{201C}\(draftText ?? controller.quote.text)\u{201D}", PromptLine.keys]
        case .author: ["Current author: \(controller.quote.author)", PromptLine.keys]
        }
    }

    package var request: ScreenRequest {
        switch field {
        case .text: .prompt("Quote text", answer: answer)
        case .author: .prompt("Author", answer: answer)
        }
    }

    /// Takes the typed line for the current field; after the author, saves and closes.
    private func answer(_ line: String) -> ScreenOutcome {
        let value: String
        switch PromptLine(line) {
        case .cancel:
            return .close(notice: "Cancelled; the quote is unchanged.")
        case .back where field == .author:
            field = .text
            return .stay()
        case .back:
            return .close(notice: "Left Edit quote; the quote is unchanged.")
        case .keep:
            value = field == .text ? (draftText ?? controller.quote.text) : controller.quote.author
        case .value(let typed):
            guard let valid = field.validated(typed) else { return .stay(notice: Notice(field.rule)) }
            value = valid
        }

        switch field {
        case .text:
            draftText = value
            field = .author
            return .stay()
        case .author:
            let quote = Quote(text: draftText ?? controller.quote.text, author: value)
            guard quote != controller.quote else { return .close(notice: "Nothing changed; the quote is as it was.") }
            return .close(
                notice: .after(controller.save(quote)) { outcome in
                    switch outcome {
                    case .saved: "Saved."
                    case .keptForThisSession(let reason): "\(reason). The quote is kept for this session only."
                    case .changedElsewhere:
                        "Not saved: another FeatureGraph saved a different quote first, and that one is shown."
                    }
                })
        }
    }
}
