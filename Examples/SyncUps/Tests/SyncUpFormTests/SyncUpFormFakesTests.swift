import FeatureFakes
import SyncUpForm
import SyncUpFormFakes
import SyncUpModel
import SyncUpsTestSupport
import Testing

/// The form's one fake member, used before a test set it, is reported naming it, and stands in after.
@MainActor
@Suite struct SyncUpFormFakesTests {
    @Test func theMemberUsedUnsetIsReportedNamingIt() {
        let reports = FakeReports()
        let fakes = SyncUpFormFakes(reporting: reports.reporter)
        #expect(fakes.drafts.syncUp(1) == .sample)
        #expect(
            reports.lines == ["The SyncUpForm fakes: drafts was used but never set; set it first (fakes.drafts = …)"])
    }
}
