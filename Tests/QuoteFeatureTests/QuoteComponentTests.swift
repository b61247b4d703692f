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
        let quoteScreen = component.quoteScreen as? QuoteScreen
        let editScreen = component.editQuoteScreen
        #expect(quoteScreen?.controller === component.modelController)
        #expect(editScreen.controller === component.modelController)
    }
    // quote-component-test: end

    @Test func anotherComponentHasItsOwnController() {
        let parent = FakeQuoteParent()
        #expect(parent.quote.modelController !== parent.quote.modelController)
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

    /// Quote reaches the notification settings only through the route it declares.
    @Test func remindMeOfItOpensTheScreenTheRouteGives() {
        let parent = FakeQuoteParent()
        let stack = ScreenStack(parent.quote.quoteScreen)
        stack.type(["2"])
        #expect(stack.top === parent.route.opened.last)
        #expect(parent.route.opened.count == 1)
    }
}

/// A parent that satisfies `QuoteDependency` with a storage spy.
// fake-quote-parent: begin
private final class FakeQuoteParent: BootstrapComponent, QuoteDependency {
    /// A Quote component under this parent, which meets its needs itself, as a parent makes its child.
    var quote: QuoteComponent { QuoteComponent(parent: self, dependency: self) }
    let storageSpy = SpyQuoteStorage()
    let route = SpyRoute()
    var storage: any QuoteStorage { storageSpy }
    var reminderSettings: any ReminderSettingsRoute { route }

    init() { super.init(name: "FakeRoot", observer: LifetimeCheck()) }
}
// fake-quote-parent: end

/// Records each screen it opens for the Quote screen.
@MainActor
private final class SpyRoute: ReminderSettingsRoute {
    private(set) var opened: [any Screen] = []

    func reminderSettingsScreen() -> any Screen {
        let screen = BlankScreen()
        opened.append(screen)
        return screen
    }
}

@MainActor
private final class BlankScreen: Screen {
    let feature = "Test"
    let title = "Notification settings"
    let content: [String] = []
    let request = ScreenRequest.choices([])
}
