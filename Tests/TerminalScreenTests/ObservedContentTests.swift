import Observation
import TestSupport
import Testing

@testable import TerminalScreen

@MainActor
@Suite(.limitForATest) struct ObservedContentTests {
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

        // The change was taken in: reading again derives nothing more.
        _ = content.value
        _ = content.value
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

    @Test func aClosedScreenLeavesNoRegistrationInTheModelsItRead() {
        let model = Counter()  // lives longer than any screen, like a component's shared model
        var content: ObservedContent<Int>? = ObservedContent { model.count }
        _ = content?.value
        weak let registration = content?.changed  // what the model's pending registration holds

        content = nil

        #expect(registration == nil)
    }

    @Test func aModelChangedOffTheMainActorIsPickedUpWithoutATrap() async {
        await #expect(processExitsWith: .success) {
            let model = OffMainCounter()
            let content = await MainActor.run { ObservedContent { "count \(model.count)" } }
            #expect(await MainActor.run { content.value } == "count 0")
            await Task.detached { model.count = 7 }.value
            #expect(await MainActor.run { content.value } == "count 7")
        }
    }
}

/// A model changed from any thread, as code that adopts this kernel often has.
@Observable
private final class OffMainCounter: @unchecked Sendable {
    var count = 0
}

@MainActor
@Observable
private final class Counter {
    var count = 0
    var unrelated = ""
}
