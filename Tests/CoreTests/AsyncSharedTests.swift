import Core
import Locking
import TestSupport
import Testing

/// The async-shared lifetime: one make for every reader, a value kept and a failure not, a make that
/// belongs to its component — with a load the test ends itself, so nothing waits on a clock.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct AsyncSharedTests {
    @Test func readersAskingDuringTheMakeShareTheOneMake() async throws {
        let component = TokenComponent(parent: BootstrapComponent())
        async let first = component.token.value
        async let second = component.token.value
        await component.load.untilWaiting(1)

        component.load.finish(with: .success(42))

        #expect(try await [first, second] == [42, 42])
        #expect(component.load.started == 1)
        #expect(try await component.token.value == 42)
        #expect(component.load.started == 1)
    }

    /// Once made, the value is the slot's: later accesses start no make (the task would be reported the
    /// moment it started) and run the maker no more.
    @Test func aValueMadeIsNeverMadeAgain() async throws {
        let observer = SpyObserver()
        let component = TokenComponent(parent: BootstrapComponent(observer: observer))
        async let first = component.token.value
        await component.load.untilWaiting(1)
        component.load.finish(with: .success(42))
        #expect(try await first == 42)

        for _ in 0..<3 { #expect(try await component.token.value == 42) }
        #expect(observer.reports(startingWith: "started") == ["started making Int ^->Bootstrap->Token"])
        #expect(component.load.started == 1)
    }

    @Test func aFailureIsNotKeptAndTheNextAccessMakesAgain() async throws {
        let component = TokenComponent(parent: BootstrapComponent())
        let slot = component.token
        let failed = Task { try await slot.value }
        await component.load.untilWaiting(1)
        component.load.finish(with: .failure(Refused()))
        await #expect(throws: Refused.self) { try await failed.value }

        async let retried = component.token.value
        await component.load.untilWaiting(1)
        component.load.finish(with: .success(7))

        #expect(try await retried == 7)
        #expect(component.load.started == 2)
    }

    /// Releasing the component cancels its make, and every reader of it is told so.
    @Test func releasingTheComponentCancelsTheMakeForEveryReader() async {
        var component: TokenComponent? = TokenComponent(parent: BootstrapComponent())
        let load = component?.load
        let slot = component?.token
        let first = Task { try await slot?.value }
        let second = Task { try await slot?.value }
        await load?.untilWaiting(1)

        component = nil

        await #expect(throws: CancellationError.self) { try await first.value }
        await #expect(throws: CancellationError.self) { try await second.value }
        await load?.untilNoneWaiting()  // the make's own wait, cancelled with its component
        #expect(load?.waiting == 0, "the make was not cancelled")
    }

    /// A reader cancelled alone stops waiting, before the make ends (were it still waiting, the test's time
    /// limit would pass first); the make goes on, and the other reader gets the value.
    @Test func aReaderCancelledAloneLeavesTheMakeForTheOthers() async throws {
        let component = TokenComponent(parent: BootstrapComponent())
        let slot = component.token
        let cancelled = Task { try await slot.value }
        async let kept = slot.value
        await component.load.untilWaiting(1)

        cancelled.cancel()
        await #expect(throws: CancellationError.self) { try await cancelled.value }
        component.load.finish(with: .success(3))

        #expect(try await kept == 3)
        #expect(component.load.started == 1)
    }

    @Test func theMakeIsReportedAsATaskThenAsTheValueOrTheFailure() async throws {
        let observer = SpyObserver()
        let component = TokenComponent(parent: BootstrapComponent(name: "Root", observer: observer))
        async let failed = component.token.value
        await component.load.untilWaiting(1)
        component.load.finish(with: .failure(Refused()))
        _ = try? await failed
        async let made = component.token.value
        await component.load.untilWaiting(1)
        component.load.finish(with: .success(1))
        _ = try await made
        await observer.until("both makes ended") { $0.filter { $0.hasPrefix("ended ") }.count == 2 }

        #expect(
            observer.reports.dropFirst(2) == [
                "started making Int ^->Root->Token", "failed Int (async-shared) ^->Root->Token", "ended making Int",
                "started making Int ^->Root->Token", "made Int (async-shared) ^->Root->Token", "ended making Int",
            ])
    }
}

/// A component whose token is made by a load the test ends.
private final class TokenComponent: Component<Void> {
    let load = ManualLoad<Int>()
    private let tokenSlot = AsyncShared<Int>()

    var token: AsyncShared<Int> { asyncShared(tokenSlot) { [load] in try await load.load() } }
}

private struct Refused: Error {}

/// Raised from any task, read by the test.
private final class Flag: Sendable {
    private let raised = Locked(false)
    var isRaised: Bool { raised.withLock { $0 } }
    func raise() { raised.withLock { $0 = true } }
}
