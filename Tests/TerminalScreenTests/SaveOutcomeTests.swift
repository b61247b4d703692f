import TerminalScreen
import TestSupport
import Testing

@Suite(.limitForATest) struct SaveOutcomeTests {
    private struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// A feature appends its own sentence to the reason, so the reason ends with no full stop or space of
    /// its own, however many it came with.
    @Test(arguments: ["Disk full", "Disk full.", "Disk full. . .", "Disk full . ", "Disk full.."])
    func aFailureKeepsTheChangeWithItsReasonTrimmed(reason: String) {
        #expect(SaveOutcome.kept(because: Failure(description: reason)) == .keptForThisSession(reason: "Disk full"))
    }
}

/// A write under way, told its outcome from the thread the write ends on, and the notice made of it.
@Suite(.limitForATest) struct SavingTests {
    @Test func theOutcomeIsAwaitedUntilTheWriteEndsAndTheFirstOneToldStands() async {
        let saving = Saving()
        #expect(saving.settled == nil)
        let reader = Task { await saving.outcome }
        Task.detached { saving.resolve(.saved) }
        #expect(await ended(reader) == .saved)
        saving.resolve(.keptForThisSession(reason: "too late"))
        #expect(saving.settled == .saved)
    }

    /// The task waiting stops waiting when cancelled; the write is not the waiter's to stop.
    @Test func aCancelledWaiterStopsWaitingAndTheWriteGoesOn() async {
        let saving = Saving()
        let reader = Task { await saving.outcome }
        reader.cancel()
        #expect(await ended(reader) == .some(nil))
        saving.resolve(.saved)
        #expect(await saving.outcome == .saved)
    }

    @Test func aNoticeAfterASaveIsKnownOnceTheWriteEnds() async {
        let saving = Saving()
        let notice = Notice.after(saving) { $0 == .saved ? "Saved." : "Not saved." }
        #expect(notice.text == nil)
        saving.resolve(.saved)
        #expect(notice.text == "Saved.")
        #expect(await notice.resolved == "Saved.")
        #expect(Notice("At once.").text == "At once.")
    }
}
