import Core
import Testing

@testable import App

@MainActor
@Suite struct RootComponentTests {
    private func makeRoot(tracker: LifetimeTracker? = nil) -> RootComponent {
        RootComponent(options: RunOptions(dataDirectory: "/tmp/fg"), environment: [:], tracker: tracker)
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

    @Test func theDataDirectoryIsResolvedEagerlyAtBoot() {
        let tracker = LifetimeTracker()
        let root = makeRoot(tracker: tracker)
        let eager = tracker.records.filter { $0.lifetime == .eager }
        #expect(eager.map(\.typeName) == ["DataDirectory"])
        #expect(root.dataDirectory.url.path == "/tmp/fg")
    }
}
