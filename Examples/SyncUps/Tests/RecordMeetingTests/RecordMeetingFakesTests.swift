import FeatureFakes
import RecordMeeting
import RecordMeetingFakes
import SyncUpsTestSupport
import Testing

/// Each member of the recorder's fakes, used before a test set it, is reported naming it, and stands in after.
@MainActor
@Suite struct RecordMeetingFakesTests {
    @Test func eachMemberUsedUnsetIsReportedNamingIt() {
        let reports = FakeReports()
        let fakes = RecordMeetingFakes(reporting: reports.reporter)
        _ = fakes.archive
        _ = fakes.clock
        _ = fakes.today
        _ = fakes.announcements
        #expect(
            reports.lines
                == ["archive", "clock", "today", "announcements"].map {
                    "The RecordMeeting fakes: \($0) was used but never set; set it first (fakes.\($0) = …)"
                })
    }
}
