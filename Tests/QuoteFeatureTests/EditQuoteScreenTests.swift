import Core
import QuoteFakes
import QuoteFeature
import TerminalScreen
import TestSupport
import Testing

@MainActor
@Suite struct EditQuoteScreenTests {
    private let storage = FakeQuoteStorage(stored: Quote(text: "Old words.", author: "Old Author"))

    @Test func asksForTheTextThenTheAuthorThenSavesAndCloses() {
        let editor = EditQuoteScreen(controller: QuoteModelController(storage: storage))
        #expect(editor.request.promptLabel == "Quote text")
        #expect(Outcome(editor.handle("New words.")) == .stay(nil))
        #expect(editor.request.promptLabel == "Author")
        #expect(Outcome(editor.handle("New Author")) == .close("Saved."))
        #expect(storage.saved == [Quote(text: "New words.", author: "New Author")])
    }

    @Test func anEmptyLineKeepsTheCurrentValue() {
        let editor = EditQuoteScreen(controller: QuoteModelController(storage: storage))
        _ = editor.handle("")
        _ = editor.handle("New Author")
        #expect(storage.saved == [Quote(text: "Old words.", author: "New Author")])
    }

    @Test func bAtTheAuthorGoesBackToTheTextKeepingWhatWasTyped() {
        let editor = EditQuoteScreen(controller: QuoteModelController(storage: storage))
        _ = editor.handle("New words.")
        #expect(Outcome(editor.handle("b")) == .stay(nil))
        #expect(editor.request.promptLabel == "Quote text")
        #expect(editor.content.first == "Current text: \u{201C}New words.\u{201D}")
        _ = editor.handle("")
        _ = editor.handle("Someone")
        #expect(storage.saved == [Quote(text: "New words.", author: "Someone")])
    }

    @Test func bAtTheTextLeavesAndCAnywhereCancelsSavingNothing() {
        let leaving = EditQuoteScreen(controller: QuoteModelController(storage: storage))
        #expect(Outcome(leaving.handle(" B ")) == .close("Left Edit quote; the quote is unchanged."))
        let cancelling = EditQuoteScreen(controller: QuoteModelController(storage: storage))
        _ = cancelling.handle("New words.")
        #expect(Outcome(cancelling.handle("C")) == .close("Cancelled; the quote is unchanged."))
        #expect(storage.saved.isEmpty)
    }

    /// A backslash makes a key the value itself: an author called C, a quote that is one question mark.
    @Test func aBackslashEntersAKeyAsTheValue() {
        let editor = EditQuoteScreen(controller: QuoteModelController(storage: storage))
        _ = editor.handle("\\?")
        _ = editor.handle("\\C")
        #expect(storage.saved == [Quote(text: "?", author: "C")])
    }

    @Test func whatQuittingWouldDiscardIsTheDraftOnceThereIsOne() {
        let editor = EditQuoteScreen(controller: QuoteModelController(storage: storage))
        #expect(editor.unsavedInput == nil)
        _ = editor.handle("New words.")
        #expect(editor.unsavedInput == "the quote you were editing")
    }

    @Test func aSaveThatChangesNothingSaysSoAndWritesNothing() {
        let editor = EditQuoteScreen(controller: QuoteModelController(storage: storage))
        _ = editor.handle("")
        #expect(Outcome(editor.handle("")) == .close("Nothing changed; the quote is as it was."))
        #expect(storage.saved.isEmpty)
    }

    @Test func surroundingSpacesAreTrimmed() {
        let editor = EditQuoteScreen(controller: QuoteModelController(storage: storage))
        _ = editor.handle("  Spaced.  ")
        _ = editor.handle("\tTabbed\t")
        #expect(storage.saved == [Quote(text: "Spaced.", author: "Tabbed")])
    }

    @Test(arguments: [
        ("   ", "only spaces"),
        (String(repeating: "x", count: 501), "over the limit"),
        ("bell\u{07}", "a control character"),
        ("escape \u{1B}[2J", "an escape sequence"),
        ("next\u{85}line", "a C1 control character"),
    ])
    func refusesInvalidTextWithOneLineAndAsksAgain(typed: String, why: String) {
        let editor = EditQuoteScreen(controller: QuoteModelController(storage: storage))
        let outcome = editor.handle(typed)
        #expect(Outcome(outcome) == .stay(QuoteField.text.rule), "\(why)")
        #expect(editor.request.promptLabel == "Quote text")
        #expect(storage.saved.isEmpty)
    }

    @Test func refusesAnAuthorOverItsLimit() {
        let editor = EditQuoteScreen(controller: QuoteModelController(storage: storage))
        _ = editor.handle("Fine words.")
        #expect(Outcome(editor.handle(String(repeating: "a", count: 101))) == .stay(QuoteField.author.rule))
        #expect(editor.request.promptLabel == "Author")
    }

    @Test func acceptsTextAtTheLimit() {
        let editor = EditQuoteScreen(controller: QuoteModelController(storage: storage))
        _ = editor.handle(String(repeating: "x", count: 500))
        #expect(editor.request.promptLabel == "Author")
    }

    /// The limit counts what is kept: spaces around a quote are trimmed before it is measured.
    @Test func theLimitCountsTheTextWithoutTheSpacesAroundIt() {
        let editor = EditQuoteScreen(controller: QuoteModelController(storage: storage))
        _ = editor.handle("  " + String(repeating: "x", count: 500) + "  ")
        _ = editor.handle("Someone")
        #expect(storage.saved.map(\.text.count) == [500])
        #expect(
            QuoteField.text.refusal(of: " " + String(repeating: "x", count: 501) + " ")
                == "text has 501 characters; a quote is 1 to 500 characters, not only spaces, without control "
                + "characters")
    }

    @Test func aFailedSaveSaysSoAndKeepsTheQuote() {
        storage.failsToSave = true
        let controller = QuoteModelController(storage: storage)
        let editor = EditQuoteScreen(controller: controller)
        _ = editor.handle("Words.")
        let outcome = editor.handle("Someone")
        #expect(
            Outcome(outcome)
                == .close(
                    "Could not save to /data/quote.json: Permission denied. The quote is kept for this session only."))
        #expect(controller.quote == Quote(text: "Words.", author: "Someone"))
    }

    @Test func aQuoteAnotherRunSavedFirstIsSaidAndShownInPlaceOfTheEdit() {
        let theirs = Quote(text: "Theirs.", author: "Another run")
        storage.savedElsewhere = theirs
        let controller = QuoteModelController(storage: storage)
        let editor = EditQuoteScreen(controller: controller)
        _ = editor.handle("Words.")
        #expect(
            Outcome(editor.handle("Someone"))
                == .close("Not saved: another FeatureGraph saved a different quote first, and that one is shown."))
        #expect(controller.quote == theirs)
    }

}
