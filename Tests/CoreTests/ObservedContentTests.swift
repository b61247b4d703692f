import Core
import Observation
import Testing

@MainActor
@Suite struct ObservedContentTests {
    @Test func derivesOnceUntilAModelItReadChanges() {
        let model = Counter()
        var derivations = 0
        let content = ObservedContent {
            derivations += 1
            return "count \(model.count)"
        }

        #expect(content.value == "count 0")
        #expect(content.value == "count 0")
        #expect(derivations == 1)

        model.count = 5

        #expect(content.value == "count 5")
        #expect(derivations == 2)
    }

    @Test func aChangeToSomethingItDidNotReadChangesNothing() {
        let model = Counter()
        var derivations = 0
        let content = ObservedContent {
            derivations += 1
            return model.count
        }
        _ = content.value
        model.unrelated = "changed"
        _ = content.value
        #expect(derivations == 1)
    }
}

@MainActor
@Observable
private final class Counter {
    var count = 0
    var unrelated = ""
}
