import Core
import QuoteFeature
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
        #expect(parent.storage.loads == 1)
    }
}

/// A parent that satisfies `QuoteDependency` with a storage spy.
// fake-quote-parent: begin
private final class FakeQuoteParent: BootstrapComponent, QuoteDependency {
    let storage = SpyQuoteStorage()
    var quoteStorage: any QuoteStorage { storage }

    init() { super.init(name: "FakeRoot") }
}
// fake-quote-parent: end
