import Core
import Locking
import TestSupport
import Testing

// The examples of docs/concurrency.md, compiled and run here; DocExamplesTests (AppTests) fails when the
// doc quotes a block of Swift that is not in this file word for word.

/// Where the sync example sends to: counts what was sent, from whatever task sends it.
final class Outbox: Sendable {
    private let sent = Locked(0)
    var count: Int { sent.withLock { $0 } }
    func send() { sent.withLock { $0 += 1 } }
}

/// What the sync feature needs: where to send, and a clock to wait on.
@MainActor
protocol SyncDependency: Scope {
    var outbox: Outbox { get }
    var clock: any Clock<Duration> { get }
}

// uploader: begin
/// Sends what is waiting every minute, off the main actor, until its task is cancelled.
struct Uploader: Sendable {
    let outbox: Outbox
    let clock: any Clock<Duration>

    func run() async {
        while !Task.isCancelled {
            do {
                try await clock.sleep(for: .seconds(60))
            } catch {
                return  // cancelled while waiting
            }
            outbox.send()
        }
    }
}
// uploader: end

// sync-component: begin
final class SyncComponent: Component<any SyncDependency> {
    /// Starts sending, in a task this component owns: releasing the component cancels it.
    func startSync() {
        let uploader = Uploader(outbox: dependency.outbox, clock: dependency.clock)
        startTask(named: "sync") { await uploader.run() }
    }
}
// sync-component: end

/// A root satisfying `SyncDependency` with a manual clock.
final class SyncRoot: BootstrapComponent, SyncDependency {
    let outbox = Outbox()
    let manualClock = ManualClock()
    var clock: any Clock<Duration> { manualClock }
}

@MainActor
@Suite(.limitForATest)
struct ConcurrencyExamplesTests {
    // sync-test: begin
    @Test func sendsEveryMinuteUntilItsComponentIsReleased() async {
        let root = SyncRoot()
        var sync: SyncComponent? = SyncComponent(parent: root, dependency: root)
        sync?.startSync()
        await root.manualClock.untilSleeping()  // the task waits for its first minute

        root.manualClock.advance(by: .seconds(60))
        await root.manualClock.untilSleeping()  // it sent, and waits for the next minute
        #expect(root.outbox.count == 1)

        sync = nil  // the component is released: its task is cancelled
        root.manualClock.advance(by: .seconds(600))
        #expect(root.outbox.count == 1)
    }
    // sync-test: end
}
