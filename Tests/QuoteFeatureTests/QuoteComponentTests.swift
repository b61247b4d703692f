import Core
import QuoteFeature
import TerminalScreen
import TestSupport
import Testing

@MainActor
@Suite struct QuoteComponentTests {
    // quote-component-test: begin
    @Test func bothScreensGetTheOneModelController() {
        let component = QuoteComponent(parent: FakeQuoteParent())
        let quoteScreen = component.quoteScreen as? QuoteScreen
        let editScreen = component.editQuoteScreen
        #expect(quoteScreen?.controller === component.modelController)
        #expect(editScreen.controller === component.modelController)
    }
    // quote-component-test: end

    @Test func anotherComponentHasItsOwnController() {
        let parent = FakeQuoteParent()
        #expect(QuoteComponent(parent: parent).modelController !== QuoteComponent(parent: parent).modelController)
    }

    @Test func anEditShowsOnTheQuoteScreenWithoutReloading() {
        let parent = FakeQuoteParent()
        let component = QuoteComponent(parent: parent)
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
        let stack = ScreenStack(QuoteComponent(parent: parent).quoteScreen)
        stack.type(["2"])
        #expect(stack.top === parent.route.opened.last)
        #expect(parent.route.opened.count == 1)
    }
}

/// A parent that satisfies `QuoteDependency` with a storage spy.
// fake-quote-parent: begin
private final class FakeQuoteParent: BootstrapComponent, QuoteDependency {
    let storageSpy = SpyQuoteStorage()
    let route = SpyRoute()
    var storage: any QuoteStorage { storageSpy }
    var reminderSettings: any ReminderSettingsRoute { route }

    init() { super.init(name: "FakeRoot", observer: SharedMemberCheck()) }
}

extension QuoteComponent {
    /// Under a fake parent that meets the component's needs itself.
    fileprivate convenience init(parent: FakeQuoteParent) { self.init(parent: parent, dependency: parent) }
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
