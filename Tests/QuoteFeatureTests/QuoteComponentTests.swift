import Core
import QuoteFeature
import Testing

@MainActor
@Suite struct QuoteComponentTests {
    @Test func sitsUnderTheParentThatProvidesItsDependency() {
        let parent = FakeQuoteParent()
        let component = QuoteComponent(parent: parent)
        #expect(component.path == "^->FakeRoot->Quote")
        #expect(component.parent === parent)
        #expect(component.dependency as? FakeQuoteParent === parent)
    }
}

/// A parent that satisfies `QuoteDependency` the way the App's root does.
@MainActor
private final class FakeQuoteParent: BootstrapComponent, QuoteDependency {
    init() { super.init(name: "FakeRoot") }
}
