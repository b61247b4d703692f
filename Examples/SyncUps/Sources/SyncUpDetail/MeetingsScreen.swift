import Foundation
import SyncUpModel
import TerminalScreen

/// The meetings a sync-up held, latest first, each a choice keyed by its number, which opens its transcript.
@MainActor
final class MeetingsScreen: Screen {
    let title = "Past meetings"
    let feature = "SyncUpDetail"
    private let id: SyncUp.ID
    private let meetings: ObservedContent<[Meeting]>

    init(syncUp id: SyncUp.ID, records: any SyncUpRecords) {
        self.id = id
        meetings = ObservedContent { records.syncUp(id)?.meetings ?? [] }
    }

    var content: [String] { meetings.value.isEmpty ? ["No meeting yet: Start a meeting holds one."] : [] }

    var request: ScreenRequest {
        .choices(
            meetings.value.reversed().map { meeting in
                ScreenChoice(
                    "\(meeting.id)", meeting.date.formatted(date: .abbreviated, time: .shortened),
                    opening: SyncUpDetailDestination.meeting(meeting.id, of: id))
            })
    }
}

/// One meeting: when it ended, and its transcript.
@MainActor
final class MeetingScreen: Screen {
    let feature = "SyncUpDetail"
    private let number: Meeting.ID
    private let meeting: ObservedContent<Meeting?>

    init(_ number: Meeting.ID, of id: SyncUp.ID, records: any SyncUpRecords) {
        self.number = number
        meeting = ObservedContent { records.syncUp(id)?.meetings.first { $0.id == number } }
    }

    var title: String { "Meeting \(number)" }

    var content: [String] {
        guard let meeting = meeting.value else { return ["Meeting \(number) is gone with its sync-up."] }
        let said = meeting.transcript.isEmpty ? ["Nothing was said."] : meeting.transcript
        return ["Ended \(meeting.date.formatted(date: .abbreviated, time: .shortened))", "Transcript:"] + said
    }

    let request = ScreenRequest.choices([])
}
