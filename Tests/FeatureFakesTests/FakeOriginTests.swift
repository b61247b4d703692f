import FeatureFakes
import Locking
import TestSupport
import Testing

/// What a member of any feature's fakes does when it was never set: told to the reporter the fakes were made
/// with — in a test, the running test, which fails at the line that made the fakes; for a feature alone, one line
/// — and a value given is returned without a word.
@Suite struct FakeOriginTests {
    @Test func aValueGivenIsReturnedAndNothingIsReported() {
        let origin = FakeOrigin(feature: "Quote", reporting: .runningTest)
        #expect(origin.value(of: "storage", 7) { 0 } == 7)
    }

    @Test func aMemberUsedUnsetIsAnIssueAtThePlaceTheFakesWereMadeAndGivesTheStandIn() {
        let madeAt = #line + 1
        let origin = FakeOrigin(feature: "Quote", reporting: .runningTest)
        withKnownIssue {
            #expect(origin.value(of: "storage", Int?.none) { 42 } == 42)
        } matching: { issue in
            issue.comments.map(\.rawValue)
                == ["The Quote fakes: storage was used but never set; set it first (fakes.storage = …)"]
                && issue.sourceLocation
                    == SourceLocation(fileID: #fileID, filePath: #filePath, line: madeAt, column: 32)
                && issue.sourceLocation?.filePath == #filePath
        }
    }

    /// A reporter of one's own is told each report whole, with the place the fakes were made.
    @Test func aReporterIsToldTheReportAndThePlace() {
        let told = Locked<[String]>([])
        let line = #line + 1
        let origin = FakeOrigin(
            feature: "Settings",
            reporting: FakeReporter { message, place in told.withLock { $0.append("\(place.line): \(message)") } })
        origin.reportUnset("clock")
        #expect(
            told.withLock { $0 } == [
                "\(line): The Settings fakes: clock was used but never set; set it first (fakes.clock = …)"
            ])
        #expect(
            [origin.place.fileID, origin.place.filePath, "\(origin.place.line)", "\(origin.place.column)"]
                == [#fileID, #filePath, "\(line)", "32"])
    }
}
