import Composition
import Core
import SyncUpModel
import TerminalScreen

/// A meeting's recorder, made per visit: its timer is a task the component owns, which ends with the visit.
public final class RecordMeetingComponent: FeatureComponent<any RecordMeetingDependency, MadePerVisit>,
    DestinationScreens
{
    /// The sync-up a main menu would open it at, which only the recorder run alone does: the first.
    public static var start: RecordMeetingDestination { .record(1) }

    public func arrival(at destination: RecordMeetingDestination) -> Arrival<RecordMeetingComponent> {
        switch destination {
        case .record(let id):
            guard let syncUp = dependency.archive.syncUp(id) else {
                return .screen(factory { NoSyncUpScreen(id: id) })
            }
            let recorder = MeetingRecorder(syncUp: syncUp)
            startTimer(of: recorder)
            return .screen(factory { RecordMeetingScreen(recorder: recorder, keep: keep) })
        }
    }

    /// Keeps the meeting `recorder` held, as its transcript says; the notice says when it is written.
    private func keep(_ recorder: MeetingRecorder) -> Notice {
        let meeting = Meeting(id: 0, date: dependency.today, transcript: recorder.transcript)
        return dependency.archive.keep(meeting, of: recorder.syncUp.id)
    }

    private func startTimer(of recorder: MeetingRecorder) {
        let (untilSecond, announcements) = (
            MeetingTimer.seconds(beginningNowOn: dependency.clock), dependency.announcements
        )
        _ = startTask(named: "meeting timer") { @MainActor [weak self, weak recorder] in
            await MeetingTimer.run(untilSecond) {
                guard let recorder, let said = recorder.tick() else { return recorder != nil }
                announcements.announce(said.line)
                guard said.ended, let notice = self?.keep(recorder) else { return true }
                if let kept = await notice.resolved { announcements.announce(kept) }
                return false
            }
        }
    }
}

@MainActor
private final class NoSyncUpScreen: Screen {
    let title = "No sync-up"
    let feature = "RecordMeeting"
    let content: [String]
    let request = ScreenRequest.choices([])

    init(id: SyncUp.ID) {
        content = ["There is no sync-up \(id) to hold a meeting of."]
    }
}
