import Foundation
import TestSupport
import Testing

@testable import Locking

/// `Locked`'s contract: the body runs holding both locks — the `NSLock` whose turns ThreadSanitizer sees,
/// and the `Mutex` the compiler checks — and both are free again when it returns, or throws. Each check is
/// made at once, with a try that cannot wait: a lock that stayed taken fails the test that took it, named,
/// instead of stopping every test that meets it later.
@Suite(.limitForATest)
struct LockedTests {
    @Test func theBodyRunsHoldingTheLockTheSanitizerSees() {
        let locked = Locked(0)
        let heldInside = locked.withLock { _ in
            let free = locked.order.try()
            if free { locked.order.unlock() }
            return !free
        }
        #expect(heldInside, "the NSLock is free while the body runs: ThreadSanitizer sees no order between turns")
    }

    @Test func bothLocksAreFreeOnceTheBodyReturns() {
        let locked = Locked(0)
        locked.withLock { $0 += 1 }
        #expect(Self.bothFree(locked))
    }

    @Test func bothLocksAreFreeOnceTheBodyThrows() {
        struct Refused: Error {}
        let locked = Locked(0)
        #expect(throws: Refused.self) { try locked.withLock { (_: inout Int) throws(Refused) in throw Refused() } }
        #expect(Self.bothFree(locked))
    }

    /// Turns taken from two threads at once each see the other's: no change is lost between them. The
    /// threads are the test's own, not the task pool's, so that a turn that never ended leaves the pool free
    /// for this wait's deadline, and the test fails within seconds, named.
    @Test func turnsFromTwoThreadsLoseNoChange() async {
        let locked = Locked(0)
        let (ended, end) = AsyncStream<Void>.makeStream()
        for _ in 0..<2 {
            Thread {
                for _ in 0..<10_000 { locked.withLock { $0 += 1 } }
                end.yield()
            }.start()
        }
        let bothEnded = await awaiting("20,000 turns from two threads", within: WaitLimit.forAnEvent) {
            var count = 0
            for await _ in ended {
                count += 1
                if count == 2 { break }
            }
            return true
        }
        guard bothEnded == true else { return }
        #expect(locked.withLock { $0 } == 20_000)
    }

    /// Whether both locks can be taken now; each taken is let go of again.
    private static func bothFree(_ locked: Locked<Int>) -> Bool {
        let orderFree = locked.order.try()
        if orderFree { locked.order.unlock() }
        let valueFree = locked.value.withLockIfAvailable { _ in true } ?? false
        return orderFree && valueFree
    }
}
