import Core
import Foundation

/// The notification-settings flow on one screen: start time, stop time, frequency, then a review with
/// Save. Each step is prefilled (an empty line keeps it); `b` goes to the previous step keeping what was
/// entered; `c` cancels and discards the flow. Closing the screen ends the flow: its scope and store go.
@MainActor
public final class NotificationsFlowScreen: Screen {
    /// The flow's scope; held here so it lives exactly as long as the flow is open.
    public let flow: NotificationsFlowComponent
    private let steps: [any FlowStep]
    private let saver: any ScheduleSaver
    private var position = 0

    /// The screen of `flow`, at step 1.
    public init(flow: NotificationsFlowComponent) {
        self.flow = flow
        self.steps = [flow.startStep, flow.stopStep, flow.frequencyStep]
        self.saver = flow.saver
    }

    private var isReviewing: Bool { position == steps.count }

    /// `Change schedule — step 1 of 3`, or `Review schedule`.
    public var title: String {
        isReviewing ? "Review schedule" : "Change schedule \u{2014} step \(position + 1) of \(steps.count)"
    }

    /// The current answer and the keys, or the summary to save.
    public var content: [String] {
        if isReviewing { return ["Notifications \(saver.draft.summary)"] }
        return [
            "Current: \(steps[position].currentValue)\(steps[position].unit)",
            PromptLine.keys,
        ]
    }

    /// A step's prompt, or the review's choices.
    public var request: ScreenRequest {
        if isReviewing {
            return .choices([
                ScreenChoice("1", "Save"), ScreenChoice("b", "Back to step \(steps.count)"),
                ScreenChoice("c", "Cancel"),
            ])
        }
        return .prompt(steps[position].prompt)
    }

    /// Moves through the flow.
    public func handle(_ line: String) -> ScreenOutcome {
        let answer = PromptLine(line)
        switch answer {
        case .cancel:
            return .close(notice: "Cancelled; the schedule is unchanged.")
        case .back where position == 0:
            return .close(notice: "Left the flow; the schedule is unchanged.")
        case .back:
            position -= 1
            return .stay()
        case _ where isReviewing:
            return answer == .value("1") ? save() : .stay()
        case .help:
            return .stay(notice: PromptLine.helpText)
        case .keep, .value:
            let typed: String? = if case .value(let value) = answer { value } else { nil }
            if let refusal = steps[position].answer(typed) { return .stay(notice: refusal) }
            position += 1
            return .stay()
        }
    }

    private func save() -> ScreenOutcome {
        let summary = saver.draft.summary
        switch saver.save() {
        case .saved:
            return .close(notice: "Saved: \(summary).")
        case .keptForThisSession(let reason):
            return .close(notice: "\(reason). The schedule is in force for this session only.")
        }
    }
}
