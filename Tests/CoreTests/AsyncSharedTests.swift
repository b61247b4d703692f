import Core
import Locking
import TestSupport
import Testing

/// The async-shared lifetime: one make for every reader, a value kept and a failure not, a make that
/// belongs to its component — with a load the test ends itself, so nothing waits on a clock.
@MainActor
@Suite(.limitForATest)
struct AsyncSharedTests {
    @Test func readersAskingDuringTheMakeShareTheOneMake() async throws {
        let component = TokenComponent(parent: BootstrapComponent())
        let (first, second) = (Self.reading(component.token), Self.reading(component.token))
        await component.load.untilWaiting(1)

        component.load.finish(with: .success(42))

        #expect(try await ended(first)?.get() == 42)
        #expect(try await ended(second)?.get() == 42)
        #expect(component.load.started == 1)
        #expect(try await ended(Self.reading(component.token))?.get() == 42)
        #expect(component.load.started == 1)
    }

    /// Once made, the value is the slot's: later accesses start no make (the task would be reported the
    /// moment it started) and run the maker no more.
    @Test func aValueMadeIsNeverMadeAgain() async throws {
        let observer = SpyObserver()
        let component = TokenComponent(parent: BootstrapComponent(observer: observer))
        let first = Self.reading(component.token)
        await component.load.untilWaiting(1)
        component.load.finish(with: .success(42))
        #expect(try await ended(first)?.get() == 42)

        for _ in 0..<3 { #expect(try await ended(Self.reading(component.token))?.get() == 42) }
        #expect(observer.reports(startingWith: "started") == ["started making Int ^->Bootstrap->Token"])
        #expect(component.load.started == 1)
    }

    @Test func aFailureIsNotKeptAndTheNextAccessMakesAgain() async throws {
        let component = TokenComponent(parent: BootstrapComponent())
        let failed = Self.reading(component.token)
        await component.load.untilWaiting(1)
        component.load.finish(with: .failure(Refused()))
        await #expect(throws: Refused.self) { try await ended(failed)?.get() }

        let retried = Self.reading(component.token)
        await component.load.untilWaiting(1)
        component.load.finish(with: .success(7))

        #expect(try await ended(retried)?.get() == 7)
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

        await #expect(throws: CancellationError.self) { try await ended(first)?.get() }
        await #expect(throws: CancellationError.self) { try await ended(second)?.get() }
        await load?.untilNoneWaiting()  // the make's own wait, cancelled with its component
        #expect(load?.waiting == 0, "the make was not cancelled")
    }

    /// A reader cancelled alone stops waiting, before the make ends (were it still waiting, the test's time
    /// limit would pass first); the make goes on, and the other reader gets the value.
    @Test func aReaderCancelledAloneLeavesTheMakeForTheOthers() async throws {
        let component = TokenComponent(parent: BootstrapComponent())
        let slot = component.token
        let cancelled = Self.reading(slot)
        let kept = Self.reading(slot)
        await component.load.untilWaiting(1)

        cancelled.cancel()
        await #expect(throws: CancellationError.self) { try await ended(cancelled)?.get() }
        component.load.finish(with: .success(3))

        #expect(try await ended(kept)?.get() == 3)
        #expect(component.load.started == 1)
    }

    @Test func theMakeIsReportedAsATaskThenAsTheValueOrTheFailure() async throws {
        let observer = SpyObserver()
        let component = TokenComponent(parent: BootstrapComponent(name: "Root", observer: observer))
        let failed = Self.reading(component.token)
        await component.load.untilWaiting(1)
        component.load.finish(with: .failure(Refused()))
        await ended(failed)
        let made = Self.reading(component.token)
        await component.load.untilWaiting(1)
        component.load.finish(with: .success(1))
        await ended(made)
        await observer.until("both makes ended") { $0.filter { $0.hasPrefix("ended ") }.count == 2 }

        #expect(
            observer.reports.dropFirst(2) == [
                "started making Int ^->Root->Token", "failed Int (async-shared) ^->Root->Token", "ended making Int",
                "started making Int ^->Root->Token", "made Int (async-shared) ^->Root->Token", "ended making Int",
            ])
    }
}

extension AsyncSharedTests {
    /// A reader of `slot`, in a task of its own, for the test to await with a limit of its own (`ended`).
    static func reading(_ slot: AsyncShared<Int>) -> Task<Int, any Error> {
        Task { try await slot.value }
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
