import Composition
import Core
import LifetimeChecks
import QuoteFakes
import QuoteFeature
import TerminalScreen
import TestSupport
import Testing

@MainActor
@Suite struct QuoteComponentTests {
    // quote-fakes-in-a-test: begin
    /// Quote's fakes, with the members these tests use set: a quote stored in memory, none at first, and
    /// Notification settings' placeholder, asked for by name.
    private let fakes = QuoteFakes(reporting: .runningTest)
    private let storage = FakeQuoteStorage()
    /// The root, whose `LifetimeCheck` fails a test in which the component makes a shared member twice.
    private let root = BootstrapComponent(name: "FakeRoot", observer: LifetimeCheck())

    init() {
        fakes.storage = storage
        fakes.reminderSettings = fakes.settings.route
    }

    /// A Quote component over the fakes, made as the root's declaration makes it.
    private var quote: QuoteComponent { root.made(dependency: fakes) }
    // quote-fakes-in-a-test: end

    // quote-component-test: begin
    @Test func bothScreensGetTheOneModelController() {
        let component = quote
        let quoteScreen = component.quoteScreen
        let editScreen = component.editQuoteScreen
        #expect(quoteScreen.controller === component.modelController)
        #expect(editScreen.controller === component.modelController)
    }
    // quote-component-test: end

    @Test func anotherComponentHasItsOwnController() {
        #expect(quote.modelController !== quote.modelController)
    }

    @Test func anEditShowsOnTheQuoteScreenWithoutReloading() {
        let component = quote
        let quoteScreen = component.quoteScreen
        let editor = component.editQuoteScreen

        _ = editor.handle("Simplicity is prerequisite for reliability.")
        _ = editor.handle("Edsger W. Dijkstra")

        #expect(
            quoteScreen.content == [
                "\u{201C}Simplicity is prerequisite for reliability.\u{201D}", "  \u{2014} Edsger W. Dijkstra",
            ])
        #expect(storage.loads == 1)
    }

    /// Quote reaches the notification settings only through the route it declares: Remind me of it opens
    /// the destination the route gives, under Quote's own segment, and Edit quote the editor.
    @Test func remindMeOfItOpensTheDestinationTheRouteGives() {
        let stack = ScreenStack(QuoteDestination.quote, of: quote)
        stack.type(["2"])
        #expect(stack.top.title == "Notification settings")
        #expect(stack.top.feature == "Settings")
        #expect(
            stack.top.content == [
                "A placeholder for Notification settings of the Settings feature, which this build leaves out."
            ])
        #expect(stack.navigation.link == "quote/remind")
        #expect(fakes.settings.opened == 1)
        stack.type(["b", "2"])
        #expect(fakes.settings.opened == 2)
        stack.type(["b", "1"])
        #expect(stack.top is EditQuoteScreen)
        #expect(stack.navigation.link == "quote/edit")
    }

    /// Every destination of the feature is one the component opens, each with its own segment.
    @Test func everyDestinationOpensAScreenUnderItsOwnSegment() {
        let segments = QuoteDestination.all.map(\.segment)
        #expect(segments == ["quote", "edit", "remind"])
        for destination in QuoteDestination.all {
            let stack = ScreenStack(destination, of: quote)
            #expect(stack.navigation.link == destination.segment)
        }
    }
}

/// Quote's fakes, as every test of the feature relies on them.
@MainActor
@Suite struct QuoteFakesTests {
    private let fakes = QuoteFakes(reporting: .runningTest)
    private let root = BootstrapComponent(name: "FakeRoot", observer: LifetimeCheck())

    /// A member used before the test gave it a value fails the test, naming the member and the feature, at
    /// the line that made the fakes; the feature goes on with an empty stand-in.
    @Test func theStorageUsedUnsetFailsTheTestNamingIt() {
        // The place is where `QuoteFakes(` is called: a default argument's `#column` is its parenthesis's, 31.
        let madeAt = #line + 1
        let unset = QuoteFakes(reporting: .runningTest)
        withKnownIssue {
            #expect(QuoteModelController(storage: unset.storage).quote == .default)
        } matching: { issue in
            issue.comments.map(\.rawValue)
                == ["The Quote fakes: storage was used but never set; set it first (fakes.storage = …)"]
                && issue.sourceLocation
                    == SourceLocation(fileID: #fileID, filePath: #filePath, line: madeAt, column: 31)
                && issue.sourceLocation?.filePath == #filePath
        }
    }

    /// A route used before the test asked for it fails the test as a value does, naming it; the placeholder
    /// stands in, and counts the opening.
    @Test func theRouteUsedUnsetFailsTheTestNamingIt() {
        let madeAt = #line + 1
        let unset = QuoteFakes(reporting: .runningTest)
        withKnownIssue {
            #expect(unset.reminderSettings.segment == "placeholder")
        } matching: { issue in
            issue.comments.map(\.rawValue)
                == [
                    "The Quote fakes: reminderSettings was used but never set; set it first (fakes.reminderSettings = …)"
                ]
                && issue.sourceLocation
                    == SourceLocation(fileID: #fileID, filePath: #filePath, line: madeAt, column: 31)
        }
    }

    /// The fake storage keeps what is saved, as a store would: the next load reads it.
    @Test func theFakeStorageLoadsWhatWasSaved() {
        let storage = FakeQuoteStorage()
        let quote = Quote(text: "Less is more.", author: "Mies")
        #expect(storage.save(quote) { _ in Issue.record("no other run saved") }.settled == .saved)
        #expect((storage.load(), storage.saved) == (quote, [quote]))
    }

    /// A quote saved elsewhere meets the next save only: it is handed back and loads from then on, and the
    /// save after is written.
    @Test func theFakeStorageHandsAQuoteSavedElsewhereToTheNextSaveOnly() {
        let storage = FakeQuoteStorage()
        let theirs = Quote(text: "Theirs.", author: "Another run")
        let mine = Quote(text: "Mine.", author: "This run")
        storage.savedElsewhere = theirs
        var handed: [Quote] = []
        #expect(storage.save(mine) { handed.append($0) }.settled == .changedElsewhere)
        #expect((handed, storage.load(), storage.saved) == ([theirs], theirs, []))
        #expect(storage.save(mine) { handed.append($0) }.settled == .saved)
        #expect((handed, storage.load(), storage.saved) == ([theirs], mine, [mine]))
    }

    @Test func aStorageGivenIsTheOneUsed() {
        let storage = FakeQuoteStorage()
        fakes.storage = storage
        #expect(fakes.storage as? FakeQuoteStorage === storage)
    }

    /// Another feature's destination, unless the test gives one, is a placeholder naming it; one given is used.
    @Test func notificationSettingsIsAPlaceholderUnlessGiven() {
        fakes.storage = FakeQuoteStorage()
        let given = CountedDestination(title: "The test's settings")
        fakes.reminderSettings = given.destination()
        let stack = ScreenStack(QuoteDestination.quote, of: root.made(QuoteComponent.self, dependency: fakes))
        stack.type("2")
        #expect(stack.top.title == "The test's settings")
        #expect((given.opened, fakes.settings.opened) == (1, 0))
    }
}
