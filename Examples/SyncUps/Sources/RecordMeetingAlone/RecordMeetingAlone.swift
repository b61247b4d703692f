import FeatureAlone
import FeatureFakes
import Foundation
import RecordMeeting
import RecordMeetingFakes
import TerminalMenu

/// `record-meeting-alone`: a meeting of the sample sync-up over its fakes, on the continuous clock, its
/// announcements shown by the menu. It builds the recorder, the menu front and the fakes, and no other feature.
@main
enum RecordMeetingAlone {
    static func main() async {
        let events = MenuEvents()
        let fakes = RecordMeetingFakes(reporting: .standardError)
        fakes.archive = FakeMeetingArchive()
        fakes.clock = ContinuousClock()
        fakes.today = Date()
        fakes.announcements = Announcements(events: events)
        let root = OneFeatureRoot<RecordMeetingComponent>("A meeting alone", entry: "Record a meeting", fakes: fakes)
        let status = await FeatureAlone.run(
            root, command: "record-meeting-alone", first: "record", arguments: Array(CommandLine.arguments.dropFirst()),
            events: events)
        exit(status)
    }
}

/// The meeting's announcements, as notices of the menu.
struct Announcements: MeetingAnnouncements {
    let events: MenuEvents

    func announce(_ line: String) { events.post(.notice(line)) }
}
