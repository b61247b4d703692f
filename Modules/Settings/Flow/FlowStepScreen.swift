import TerminalScreen

/// One step of the notification-settings flow, a screen of its own on the menu's stack, as in the multi-screen
/// flow of the KTS article on dependency lifetimes: it shows the step's current answer and asks for a new one by
/// the shared prompt grammar. A valid answer opens the next screen; `b` closes this one, so the previous step
/// shows again with its answer kept in the flow's store; `c` closes the whole flow.
@MainActor
final class FlowStepScreen: SettingsFeatureScreen {
    /// Start time, stop time, frequency.
    static let stepCount = 3

    private let step: any FlowStep
    private let number: Int
    private let draft: any ScheduleDraft
    private let next: SettingsDestination

    /// Step `number` of the flow whose answers are `draft`, asking `step`'s prompt; a valid answer opens
    /// `next`.
    init(_ step: any FlowStep, number: Int, of draft: any ScheduleDraft, next: SettingsDestination) {
        self.step = step
        self.number = number
        self.draft = draft
        self.next = next
    }

    var title: String { "Change schedule \u{2014} step \(number) of \(Self.stepCount)" }
    var unsavedInput: String? { draft.changesTheSchedule ? "the schedule you were changing" : nil }
    var content: [String] { ["Current: \(step.currentValue)\(step.unit)", PromptLine.keys] }
    var request: ScreenRequest { .prompt(step.prompt, answer: answer) }

    private func answer(_ line: String) -> ScreenOutcome {
        let answer = PromptLine(line)
        switch answer {
        case .cancel:
            return .closeFlow(notice: FlowReviewScreen.cancelled)
        case .back where number == 1:
            return .close(notice: "Left the flow; the schedule is unchanged.")
        case .back:
            return .close()
        case .keep, .value:
            let typed: String? = if case .value(let value) = answer { value } else { nil }
            if let refusal = step.answer(typed) { return .stay(notice: Notice(refusal)) }
            return .open(next)
        }
    }
}
