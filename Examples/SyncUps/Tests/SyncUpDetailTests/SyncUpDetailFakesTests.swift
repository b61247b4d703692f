import FeatureFakes
import SyncUpDetail
import SyncUpDetailFakes
import SyncUpModel
import SyncUpsTestSupport
import Testing

/// Each member of a detail's fakes, used before a test set it, is reported naming it, and stands in after.
@MainActor
@Suite struct SyncUpDetailFakesTests {
    @Test func eachMemberUsedUnsetIsReportedNamingIt() {
        let reports = FakeReports()
        let fakes = SyncUpDetailFakes(reporting: reports.reporter)
        _ = fakes.records
        _ = fakes.editForm(of: 1)
        _ = fakes.recording(of: 1)
        #expect(
            reports.lines
                == ["records", "editForm", "recording"].map {
                    "The SyncUpDetail fakes: \($0) was used but never set; set it first (fakes.\($0) = …)"
                })
    }
}
