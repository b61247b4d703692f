import Core
import TerminalScreen

/// One step of the notification-settings flow, a screen of its own on the menu's stack, as in the
/// multi-screen flow the app is built on: it shows the step's current answer and asks for a new one by
/// the shared prompt grammar. A valid answer opens the next screen; `b` closes this one, so the previous
/// step shows again with its answer kept in the flow's store; `c` closes the whole flow.
///
/// The screen sees the store only through its step's role protocol, and keeps its flow scope alive
/// without reaching anything through it: the flow, and the store the Settings component holds weakly,
/// live exactly as long as one of the flow's screens is on the stack.
@MainActor
public final class FlowStepScreen: Screen {
    private let step: any FlowStep
    private let number: Int
    private let count: Int
    private let next: () -> any Screen
    private let scope: AnyObject

    /// Step `number` of `count`, asking `step`'s prompt; `next` opens the screen after it; `scope` is the
    /// flow, kept alive while this screen is shown.
    init(step: any FlowStep, number: Int, of count: Int, scope: AnyObject, next: @escaping () -> any Screen) {
        self.step = step
        self.number = number
        self.count = count
        self.scope = scope
        self.next = next
    }

    /// `Change schedule — step 1 of 3`.
    public var title: String { "Change schedule \u{2014} step \(number) of \(count)" }

    /// The answer so far, with its unit, and the keys.
    public var content: [String] { ["Current: \(step.currentValue)\(step.unit)", PromptLine.keys] }

    /// The step's prompt.
    public var request: ScreenRequest { .prompt(step.prompt, answer: answer) }

    /// Records the answer and opens the next screen, or goes back, or cancels the flow.
    private func answer(_ line: String) -> ScreenOutcome {
        let answer = PromptLine(line)
        switch answer {
        case .cancel:
            return .closeSeveral(number, notice: FlowNotice.cancelled)
        case .back where number == 1:
            return .close(notice: "Left the flow; the schedule is unchanged.")
        case .back:
            return .close()
        case .help:
            return .stay(notice: PromptLine.helpText)
        case .keep, .value:
            let typed: String? = if case .value(let value) = answer { value } else { nil }
            if let refusal = step.answer(typed) { return .stay(notice: refusal) }
            return .open(next())
        }
    }
}

/// The review after the three steps: the summary, then Save, back to step 3, or cancel.
@MainActor
public final class FlowReviewScreen: Screen {
    private let saver: any ScheduleSaver
    private let depth: Int
    private let scope: AnyObject

    /// The review of `saver`'s answers, the screen after `depth - 1` steps; `scope` is the flow.
    init(saver: any ScheduleSaver, depth: Int, scope: AnyObject) {
        self.saver = saver
        self.depth = depth
        self.scope = scope
    }

    /// `Review schedule`.
    public let title = "Review schedule"

    /// The schedule the answers make.
    public var content: [String] { ["Notifications \(saver.draft.summary)"] }

    /// `1 Save` (and close the flow), `b Back to step 3`, `c Cancel`.
    public var request: ScreenRequest {
        .choices([
            ScreenChoice("1", "Save") { self.save() },
            ScreenChoice("b", "Back to step \(depth - 1)") { .close() },
            ScreenChoice("c", "Cancel") { .closeSeveral(self.depth, notice: FlowNotice.cancelled) },
        ])
    }

    private func save() -> ScreenOutcome {
        guard saver.changesTheSchedule else {
            return .closeSeveral(depth, notice: "Nothing changed; the schedule is as it was.")
        }
        let summary = saver.draft.summary
        switch saver.save() {
        case .saved:
            return .closeSeveral(depth, notice: "Saved: \(summary).")
        case .keptForThisSession(let reason):
            return .closeSeveral(depth, notice: "\(reason). The schedule is in force for this session only.")
        }
    }
}

/// What the flow says when it ends without saving.
enum FlowNotice {
    static let cancelled = "Cancelled; the schedule is unchanged."
}
