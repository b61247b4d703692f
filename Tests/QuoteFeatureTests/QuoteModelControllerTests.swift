import QuoteFakes
import QuoteFeature
import Testing

@MainActor
@Suite struct QuoteModelControllerTests {
    @Test func startsWithTheStoredQuote() {
        let stored = Quote(text: "Less is more.", author: "Mies van der Rohe")
        #expect(QuoteModelController(storage: FakeQuoteStorage(stored: stored)).quote == stored)
    }

    @Test func startsWithTheDefaultWhenNothingIsStoredOrItCannotBeRead() {
        let controller = QuoteModelController(storage: FakeQuoteStorage(stored: nil))
        #expect(controller.quote == Quote.default)
        #expect(controller.quote.author == "Albert Einstein")
    }

    @Test func savingPersistsThroughTheStorage() {
        let storage = FakeQuoteStorage()
        let quote = Quote(text: "Stay hungry.", author: "Stewart Brand")
        #expect(QuoteModelController(storage: storage).save(quote).settled == .saved)
        #expect(storage.saved == [quote])
    }

    @Test func aFailedSaveKeepsTheQuoteForTheSessionAndSaysWhy() {
        let storage = FakeQuoteStorage()
        storage.failsToSave = true
        let controller = QuoteModelController(storage: storage)
        let quote = Quote(text: "Stay hungry.", author: "Stewart Brand")

        let outcome = controller.save(quote).settled

        #expect(outcome == .keptForThisSession(reason: "Could not save to /data/quote.json: Permission denied"))
        #expect(controller.quote == quote)
    }

    /// Another run saved a quote after this one loaded: the edit is not written over it, and the quote that
    /// run saved is the favourite now, for every screen that shows it.
    @Test func aQuoteAnotherRunSavedFirstBecomesTheFavouriteAndTheEditIsNotWritten() {
        let storage = FakeQuoteStorage(stored: .default)
        let controller = QuoteModelController(storage: storage)
        let theirs = Quote(text: "Theirs.", author: "Another run")
        storage.savedElsewhere = theirs

        let outcome = controller.save(Quote(text: "Mine.", author: "This run")).settled

        #expect(outcome == .changedElsewhere)
        #expect(controller.quote == theirs)
        #expect(controller.summary == "Favourite quote by Another run")
        #expect(storage.saved == [])
    }
}
