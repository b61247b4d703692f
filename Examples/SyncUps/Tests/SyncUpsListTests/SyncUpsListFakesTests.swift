import FeatureFakes
import SyncUpModel
import SyncUpsList
import SyncUpsListFakes
import SyncUpsTestSupport
import Testing

/// Each member of the list's fakes, used before a test set it, is reported naming it, and stands in after.
@MainActor
@Suite struct SyncUpsListFakesTests {
    @Test func eachMemberUsedUnsetIsReportedNamingIt() {
        let reports = FakeReports()
        let fakes = SyncUpsListFakes(reporting: reports.reporter)
        _ = fakes.storage
        _ = fakes.detail(of: 1)
        _ = fakes.newSyncUpForm
        #expect(
            reports.lines
                == ["storage", "detail", "newSyncUpForm"].map {
                    "The SyncUpsList fakes: \($0) was used but never set; set it first (fakes.\($0) = …)"
                })
    }
}
