import Observation
import SyncUpModel

/// A meeting under way, by SyncUps' rules: each attendee speaks in turn for an equal share of the length, the
/// next when their share is up or when Next is asked for; the meeting ends when the last share is up, or when
/// asked, and the timer waits while the end is being confirmed. Speech is typed: each line is one of the
/// transcript.
@MainActor
@Observable
final class MeetingRecorder {
    enum State: Equatable {
        case speaking
        /// Asked whether to end: `discardable` when asked before the last speaker's turn ended.
        case confirmingEnd(discardable: Bool)
        case ended
    }

    let syncUp: SyncUp
    private(set) var secondsElapsed = 0
    private(set) var speaker = 0
    private(set) var transcript: [String] = []
    private(set) var state = State.speaking

    init(syncUp: SyncUp) {
        self.syncUp = syncUp
    }

    var secondsRemaining: Int { syncUp.minutes * 60 - secondsElapsed }
    var speakerName: String { syncUp.attendees[speaker].name }

    /// One second more, unless the end is being confirmed; returns what to say when a share ends: the next
    /// speaker's turn, or, after the last one's, the meeting's end (`true`), for the caller to keep it.
    func tick() -> (line: String, ended: Bool)? {
        guard state == .speaking else { return nil }
        secondsElapsed += 1
        guard secondsElapsed.isMultiple(of: syncUp.secondsPerAttendee) else { return nil }
        guard speaker < syncUp.attendees.count - 1 else {
            state = .ended
            return ("The meeting's time is up.", true)
        }
        let done = speakerName
        speaker += 1
        return ("\(done)'s time is up: \(speakerName) speaks now.", false)
    }

    /// Next speaker, their share starting now; after the last one, asks whether to end.
    func next() {
        guard state == .speaking else { return }
        guard speaker < syncUp.attendees.count - 1 else {
            state = .confirmingEnd(discardable: false)
            return
        }
        speaker += 1
        secondsElapsed = speaker * syncUp.secondsPerAttendee
    }

    func askToEnd() {
        guard state == .speaking else { return }
        state = .confirmingEnd(discardable: true)
    }

    func resume() {
        if case .confirmingEnd = state { state = .speaking }
    }

    func say(_ line: String) {
        transcript.append("\(speakerName): \(line)")
    }
}
