import Composition
import FeatureFakes
import Foundation
import LifetimeChecks
import SyncUpDetail
import SyncUpDetailFakes
import SyncUpModel
import SyncUpsTestSupport
import Testing

/// A sync-up's detail over its fakes, on a root that declares it alone: a visit per sync-up, its meetings by
/// number, deleting it, and the form and recorder opened for it.
@MainActor
@Suite struct SyncUpDetailTests {
    private let fakes = SyncUpDetailFakes(reporting: .runningTest)
    private let check = LifetimeCheck()
    private let records: FakeSyncUpRecords

    init() {
        let standUp = SyncUp(
            id: 2, title: "Stand-up", minutes: 5, attendees: ["Ana", "Bo"].map(Attendee.init),
            meetings: [
                Meeting(id: 1, date: Date(timeIntervalSince1970: 0), transcript: ["Ana: shipped."]),
                Meeting(id: 2, date: Date(timeIntervalSince1970: 86_400), transcript: []),
            ])
        records = FakeSyncUpRecords([.sample, standUp])
        fakes.records = records
        fakes.editForm = { [form = fakes.formPlaceholder] _ in form.route }
        fakes.recording = { [recorder = fakes.recorderPlaceholder] _ in recorder.route }
    }

    private var root: OneFeatureRoot<SyncUpDetailComponent> {
        OneFeatureRoot("A sync-up", entry: "Sync-up 1", fakes: fakes, observer: check)
    }

    @Test func theDetailShowsTheLengthEachAttendeesShareAndTheMeetingsHeld() {
        let root = root
        let tree = root.boot()
        var navigation = root.navigation()
        #expect(navigation.open(link: ["1"]) == nil)
        #expect(navigation.top.title == "Design")
        #expect(
            navigation.top.content == [
                "6 min · 3 attendees, 2:00 each", "Attendees: Blob, Blob Jr, Blob Sr", "Meetings held: 1",
            ])
        #expect(navigation.choices == ["1 Start a meeting", "2 Edit", "3 Past meetings", "4 Delete"])
        withExtendedLifetime(tree) {}
    }

    @Test func aMeetingIsOpenedByItsNumberLatestListedFirst() {
        let root = root
        let tree = root.boot()
        var navigation = root.navigation()
        _ = navigation.open(link: ["1"])
        navigation.apply(.close())
        // The detail run alone opens sync-up 1 from its main menu; sync-up 2 is reached as a link names it.
        #expect(navigation.open(link: ["1", "meetings"]) == nil)
        navigation.apply(.close())
        navigation.apply(.close())
        #expect(navigation.depth == 1)
        withExtendedLifetime(tree) {}
    }

    @Test func eachVisitEndsWhenItsDetailCloses() {
        let root = root
        let tree = root.boot()
        var navigation = root.navigation()
        _ = navigation.open(link: ["1", "meetings", "1"])
        #expect(navigation.top.title == "Meeting 1")
        #expect(
            navigation.top.content.suffix(2) == ["Blob: the new onboarding is drawn.", "Blob Jr: its copy is next."])
        navigation.closeAll()
        check.tracker.runEnded()
        #expect(check.tracker.outlived.isEmpty)
        check.expectNothingCaptive()
        withExtendedLifetime(tree) {}
    }

    @Test func deletingAsksFirstThenClosesTheDetailWithItsNotice() {
        let root = root
        let tree = root.boot()
        var navigation = root.navigation()
        _ = navigation.open(link: ["1", "delete"])
        #expect(navigation.type("no") == "Type yes to delete it, or Enter to keep it.")
        #expect(records.syncUp(1) != nil)
        #expect(navigation.type("YES") == "Deleted Design.")
        #expect(records.syncUp(1) == nil)
        #expect(navigation.depth == 1)
        withExtendedLifetime(tree) {}
    }

    @Test func enterKeepsTheSyncUpAndGoesBackToItsDetail() {
        let root = root
        let tree = root.boot()
        var navigation = root.navigation()
        _ = navigation.open(link: ["1", "delete"])
        #expect(navigation.type("") == "Kept.")
        #expect(navigation.top.title == "Design")
        withExtendedLifetime(tree) {}
    }

    @Test func theFormAndTheRecorderOpenForThisSyncUp() {
        let root = root
        let tree = root.boot()
        var navigation = root.navigation()
        #expect(navigation.open(link: ["1", "edit"]) == nil)
        #expect(fakes.formPlaceholder.opened == 1)
        navigation.apply(.close())
        #expect(navigation.open(link: ["record"]) == nil)
        #expect(fakes.recorderPlaceholder.opened == 1)
        withExtendedLifetime(tree) {}
    }

    @Test func pastMeetingsSayWhenThereIsNone() {
        fakes.records = FakeSyncUpRecords([SyncUp(id: 1, title: "Fresh", minutes: 5, attendees: [Attendee(name: "A")])])
        let root = root
        let tree = root.boot()
        var navigation = root.navigation()
        _ = navigation.open(link: ["1", "meetings"])
        #expect(navigation.top.content == ["No meeting yet: Start a meeting holds one."])
        #expect(navigation.choices.isEmpty)
        withExtendedLifetime(tree) {}
    }

    @Test func pastMeetingsAreListedLatestFirstEachKeyedByItsNumber() {
        var held = SyncUp(id: 1, title: "Held", minutes: 5, attendees: [Attendee(name: "A")])
        held.meetings = [1, 2].map {
            Meeting(id: $0, date: Date(timeIntervalSince1970: Double($0) * 86_400), transcript: [])
        }
        fakes.records = FakeSyncUpRecords([held])
        let root = root
        let tree = root.boot()
        var navigation = root.navigation()
        _ = navigation.open(link: ["1", "meetings"])
        #expect(navigation.top.content.isEmpty)
        #expect(navigation.choices.map { $0.prefix(2) } == ["2 ", "1 "])
        withExtendedLifetime(tree) {}
    }

    @Test func theDeleteScreenOfASyncUpDeletedMeanwhileSaysSo() {
        let root = root
        let tree = root.boot()
        var navigation = root.navigation()
        _ = navigation.open(link: ["1", "delete"])
        #expect(navigation.top.content == ["Deleting it deletes its 1 meeting(s) too; it cannot be undone."])
        _ = records.delete(1, titled: "Design")
        #expect(navigation.top.content == ["Sync-up 1 was deleted."])
        #expect(navigation.type("yes") == "It was deleted already.")
        withExtendedLifetime(tree) {}
    }

    @Test func aSyncUpDeletedWhileItsDetailIsOpenSaysSoAndOffersNothing() {
        let root = root
        let tree = root.boot()
        var navigation = root.navigation()
        _ = navigation.open(link: ["1"])
        _ = records.delete(1, titled: "Design")
        #expect(navigation.top.content == ["Sync-up 1 was deleted."])
        #expect(navigation.choices.isEmpty)
        withExtendedLifetime(tree) {}
    }
}
