import Core
import LifetimeDiagnostics
import Persistence
import Testing

@testable import App

@MainActor
@Suite struct RootComponentTests {
    private func makeRoot(tracker: LifetimeTracker? = nil) -> RootComponent {
        RootComponent.sample(tracker: tracker)
    }

    @Test func hasOneChildPerFeatureUnderTheRoot() {
        let root = makeRoot()
        #expect(root.path == "^->Root")
        #expect(root.quote.path == "^->Root->Quote")
        #expect(root.settings.path == "^->Root->Settings")
        #expect(root.profile.path == "^->Root->Profile")
    }

    @Test func featureComponentsAreSharedForTheWholeRun() {
        let root = makeRoot()
        #expect(root.quote === root.quote)
        #expect(root.settings === root.settings)
        #expect(root.profile === root.profile)
    }

    @Test func theStoreIsOpenedEagerlyAtBoot() {
        let tracker = LifetimeTracker()
        var opened = 0
        _ = RootComponent.sample(tracker: tracker) {
            opened += 1
            return InMemoryKeyValueStore()
        }
        #expect(opened == 1)
        #expect(tracker.records.filter { $0.lifetime == .eager }.map(\.typeName) == ["InMemoryKeyValueStore"])
    }
}
