import TerminalScreen
import Testing

@Suite struct SaveOutcomeTests {
    private struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    @Test func aStoredChangeIsSaved() {
        #expect(SaveOutcome.attempt {} == .saved)
    }

    /// A feature appends its own sentence to the reason, so the reason ends with no full stop or space of
    /// its own, however many it came with.
    @Test(arguments: ["Disk full", "Disk full.", "Disk full. . .", "Disk full . ", "Disk full.."])
    func aFailureKeepsTheChangeWithItsReasonTrimmed(reason: String) {
        #expect(SaveOutcome.attempt { throw Failure(description: reason) } == .keptForThisSession(reason: "Disk full"))
    }
}
