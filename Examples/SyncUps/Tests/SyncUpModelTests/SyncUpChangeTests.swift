import Foundation
import SyncUpModel
import Testing

/// Each change applied to what is stored when its write comes, so another run's change survives it.
@Suite struct SyncUpChangeTests {
    private let design = SyncUp.sample
    private let standUp = SyncUp(id: 4, title: "Stand-up", minutes: 5, attendees: [Attendee(name: "Ana")])

    @Test func anAdditionIsNumberedOneAboveEverySyncUpStoredThenWhateverItsOwnNumber() {
        var stored = [design, standUp]
        let added = SyncUpChange.add(SyncUp(id: 2, title: "Retro", minutes: 10, attendees: [Attendee(name: "Bo")]))
            .apply(to: &stored)
        #expect(added == 5)
        #expect(stored.map(\.id) == [1, 4, 5])
        #expect(stored.last?.title == "Retro")
    }

    @Test func theFirstAdditionIsNumberOne() {
        var stored: [SyncUp] = []
        #expect(SyncUpChange.add(standUp).apply(to: &stored) == 1)
    }

    @Test func anEditKeepsTheMeetingsStoredThenAndChangesOnlyItsOwnSyncUp() {
        var stored = [design, standUp]
        var edited = design
        edited.title = "Design review"
        edited.minutes = 12
        edited.attendees = [Attendee(name: "Cy")]
        edited.meetings = []
        SyncUpChange.edit(edited).apply(to: &stored)
        #expect(stored[0].title == "Design review")
        #expect(stored[0].minutes == 12)
        #expect(stored[0].attendees == [Attendee(name: "Cy")])
        #expect(stored[0].meetings == design.meetings)
        #expect(stored[1] == standUp)
    }

    @Test func anEditOfASyncUpDeletedMeanwhileChangesNothing() {
        var stored = [standUp]
        #expect(SyncUpChange.edit(design).apply(to: &stored) == nil)
        #expect(stored == [standUp])
    }

    @Test func aDeletionRemovesThatSyncUpOnly() {
        var stored = [design, standUp]
        SyncUpChange.delete(1).apply(to: &stored)
        #expect(stored == [standUp])
    }

    @Test func aMeetingIsNumberedOneAboveTheSyncUpsMeetingsThenAndGoesNowhereOnceItIsDeleted() {
        var stored = [design, standUp]
        let meeting = Meeting(id: 9, date: Date(timeIntervalSince1970: 0), transcript: ["Ana: done."])
        SyncUpChange.addMeeting(meeting, to: 1).apply(to: &stored)
        SyncUpChange.addMeeting(meeting, to: 4).apply(to: &stored)
        #expect(stored[0].meetings.map(\.id) == [1, 2])
        #expect(stored[1].meetings.map(\.id) == [1])
        #expect(stored[1].meetings[0].transcript == ["Ana: done."])
        #expect(SyncUpChange.addMeeting(meeting, to: 7).apply(to: &stored) == nil)
    }

    @Test func aMeetingIsNumberedAboveTheHighestNumberNotTheLowest() {
        var syncUp = standUp
        syncUp.meetings = [2, 5].map { Meeting(id: $0, date: Date(timeIntervalSince1970: 0), transcript: []) }
        var stored = [syncUp]
        SyncUpChange.addMeeting(Meeting(id: 0, date: Date(timeIntervalSince1970: 0), transcript: []), to: 4)
            .apply(to: &stored)
        #expect(stored[0].meetings.map(\.id) == [2, 5, 6])
    }

    @Test func eachAttendeeHasAnEqualShareOfTheLengthInWholeSeconds() {
        #expect(design.secondsPerAttendee == 120)
        #expect(
            SyncUp(id: 1, title: "T", minutes: 5, attendees: Array(repeating: Attendee(name: "A"), count: 7))
                .secondsPerAttendee == 42)
    }
}
