import SyncUpModel
import TerminalScreen

/// The meeting under way: who speaks, the time each has and the meeting has left, and a prompt where what is
/// said is typed, a line at a time. Enter alone is Next; `c` asks whether to end the meeting.
@MainActor
final class RecordMeetingScreen: Screen {
    let feature = "RecordMeeting"
    private let recorder: MeetingRecorder
    private let keep: (MeetingRecorder) -> Notice
    private let shown: ObservedContent<[String]>

    init(recorder: MeetingRecorder, keep: @escaping (MeetingRecorder) -> Notice) {
        (self.recorder, self.keep) = (recorder, keep)
        shown = ObservedContent { Self.lines(of: recorder) }
    }

    var title: String { "Meeting of \(recorder.syncUp.title)" }

    var content: [String] { shown.value }

    var unsavedInput: String? { recorder.state == .ended ? nil : "the meeting under way" }

    private static func lines(of recorder: MeetingRecorder) -> [String] {
        let syncUp = recorder.syncUp
        let said = "Said so far: \(recorder.transcript.count) line(s)"
        guard recorder.state != .ended else { return ["The meeting is over.", said] }
        return [
            "Speaker \(recorder.speaker + 1) of \(syncUp.attendees.count): \(recorder.speakerName)",
            "Elapsed \(SyncUpText.clock(recorder.secondsElapsed)) · remaining "
                + "\(SyncUpText.clock(recorder.secondsRemaining)) · each speaker "
                + SyncUpText.clock(syncUp.secondsPerAttendee),
            said,
        ]
    }

    var request: ScreenRequest {
        switch recorder.state {
        case .speaking:
            .prompt("Say something (Enter: next speaker · c: end the meeting)") { [self] line in speaking(line) }
        case .confirmingEnd(let discardable):
            .prompt(
                discardable
                    ? "End the meeting? s saves it · d discards it · Enter goes on"
                    : "End the meeting? s saves it · Enter goes on"
            ) { [self] line in confirming(line, discardable: discardable) }
        case .ended:
            .choices([])
        }
    }

    private func speaking(_ line: String) -> ScreenOutcome {
        switch PromptLine(line) {
        case .keep: recorder.next()
        case .cancel, .back: recorder.askToEnd()
        case .value(let said):
            if let refusal = SyncUpText.refusal(of: said, as: "what is said", maximumCharacters: 500) {
                return .stay(notice: "\(refusal)")
            }
            recorder.say(said)
        }
        return .stay()
    }

    private func confirming(_ line: String, discardable: Bool) -> ScreenOutcome {
        switch PromptLine(line) {
        case .value(let answer) where PromptLine.key(answer) == "s":
            return .close(notice: keep(recorder))
        case .value(let answer) where discardable && PromptLine.key(answer) == "d":
            return .close(notice: "The meeting was discarded.")
        case .value: return .stay(notice: discardable ? "Type s, d, or Enter." : "Type s, or Enter.")
        case .keep, .back, .cancel:
            recorder.resume()
            return .stay()
        }
    }
}
