import TerminalScreen

/// The review after the last step: the summary, then Save, back to the last step, or cancel. Saving or
/// cancelling closes the whole flow, back to the screen that opened it.
@MainActor
final class FlowReviewScreen: SettingsFeatureScreen {
    static let cancelled: Notice = "Cancelled; the schedule is unchanged."

    private let saver: any ScheduleSaver

    init(saver: any ScheduleSaver) {
        self.saver = saver
    }

    let title = "Review schedule"
    var unsavedInput: String? { saver.changesTheSchedule ? "the schedule you were changing" : nil }
    var content: [String] { ["Notifications \(saver.draft.summary)"] }
    var request: ScreenRequest {
        .choices([
            ScreenChoice("1", "Save") { self.save() },
            ScreenChoice("b", "Back to step \(FlowStepScreen.stepCount)") { .close() },
            ScreenChoice("c", "Cancel") { .closeFlow(notice: Self.cancelled) },
        ])
    }

    private func save() -> ScreenOutcome {
        guard saver.changesTheSchedule else { return .closeFlow(notice: "Nothing changed; the schedule is as it was.") }
        let summary = saver.draft.summary
        return .closeFlow(
            notice: .after(saver.save()) { outcome in
                switch outcome {
                case .saved: "Saved: \(summary)."
                case .keptForThisSession(let reason): "\(reason). The schedule is in force for this session only."
                case .changedElsewhere:
                    "Not saved: another FeatureGraph saved a different schedule first, and that one is in force."
                }
            })
    }
}
