import Composition
import Core
import LifetimeChecks
import QuoteFeature
import TerminalScreen
import TestSupport
import Testing

@MainActor
@Suite struct QuoteComponentTests {
    // quote-component-test: begin
    @Test func bothScreensGetTheOneModelController() {
        let component = FakeQuoteParent().quote
        let quoteScreen = component.quoteScreen
        let editScreen = component.editQuoteScreen
        #expect(quoteScreen.controller === component.modelController)
        #expect(editScreen.controller === component.modelController)
    }
    // quote-component-test: end

    @Test func anotherComponentHasItsOwnController() {
        #expect(FakeQuoteParent().quote.modelController !== FakeQuoteParent().quote.modelController)
    }

    @Test func anEditShowsOnTheQuoteScreenWithoutReloading() {
        let parent = FakeQuoteParent()
        let component = parent.quote
        let quoteScreen = component.quoteScreen
        let editor = component.editQuoteScreen

        _ = editor.handle("Simplicity is prerequisite for reliability.")
        _ = editor.handle("Edsger W. Dijkstra")

        #expect(
            quoteScreen.content == [
                "\u{201C}Simplicity is prerequisite for reliability.\u{201D}", "  \u{2014} Edsger W. Dijkstra",
            ])
        #expect(parent.storageSpy.loads == 1)
    }

    /// Quote reaches the notification settings only through the route it declares: Remind me of it opens
    /// the destination the route gives, under Quote's own segment, and Edit quote the editor.
    @Test func remindMeOfItOpensTheDestinationTheRouteGives() {
        let parent = FakeQuoteParent()
        let stack = ScreenStack(QuoteDestination.quote, of: parent.quote)
        stack.type(["2"])
        #expect(stack.top.title == "Notification settings")
        #expect(stack.navigation.link == "quote/remind")
        #expect(parent.settings.opened == 1)
        stack.type(["b", "1"])
        #expect(stack.top is EditQuoteScreen)
        #expect(stack.navigation.link == "quote/edit")
    }

    /// Every destination of the feature is one the component opens, each with its own segment.
    @Test func everyDestinationOpensAScreenUnderItsOwnSegment() {
        let parent = FakeQuoteParent()
        let segments = QuoteDestination.all.map(\.segment)
        #expect(segments == ["quote", "edit", "remind"])
        for destination in QuoteDestination.all {
            let stack = ScreenStack(destination, of: parent.quote)
            #expect(stack.navigation.link == destination.segment)
        }
    }
}

/// A parent that satisfies `QuoteDependency` with a storage spy.
// fake-quote-parent: begin
private final class FakeQuoteParent: BootstrapComponent, QuoteDependency {
    /// A Quote component under this parent, which meets its needs itself, as the root's declaration makes it.
    var quote: QuoteComponent { made(dependency: self) }
    let storageSpy = SpyQuoteStorage()
    /// Where Remind me of it leads, as the test gives it: a screen of the test's, counting its openings.
    let settings = CountedDestination(title: "Notification settings")
    var storage: any QuoteStorage { storageSpy }
    var reminderSettings: AnyDestination<QuoteComponent> { settings.destination() }

    init() { super.init(name: "FakeRoot", observer: LifetimeCheck()) }
}
// fake-quote-parent: end
