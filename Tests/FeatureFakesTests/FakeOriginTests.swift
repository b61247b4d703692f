import FeatureFakes
import Locking
import Testing

/// What a member of any feature's fakes does when it was never set: in a test, an issue at the line that made
/// the fakes; elsewhere, one line; and a value given is returned without a word.
@Suite struct FakeOriginTests {
    @Test func aValueGivenIsReturnedAndNothingIsReported() {
        let origin = FakeOrigin(feature: "Quote")
        #expect(origin.value(of: "storage", 7) { 0 } == 7)
    }

    @Test func aMemberUsedUnsetIsAnIssueAtThePlaceTheFakesWereMadeAndGivesTheStandIn() {
        let madeAt = #line + 1
        let origin = FakeOrigin(feature: "Quote")
        withKnownIssue {
            #expect(origin.value(of: "storage", Int?.none) { 42 } == 42)
        } matching: { issue in
            issue.comments.map(\.rawValue)
                == ["The Quote fakes: storage was used but never set; set it first (fakes.storage = …)"]
                && issue.sourceLocation?.line == madeAt && issue.sourceLocation?.fileName == "FakeOriginTests.swift"
        }
    }

    /// Outside a test (here a detached task, which no test's task-local reaches), the report is one line.
    @Test func outsideATestTheReportIsOneLine() async {
        let lines = Locked<[String]>([])
        let origin = FakeOrigin(feature: "Settings") { line in lines.withLock { $0.append(line) } }
        await Task.detached { origin.reportUnset("clock") }.value
        #expect(
            lines.withLock { $0 } == [
                "The Settings fakes: clock was used but never set; set it first (fakes.clock = …)"
            ])
    }
}
