import SyncUpModel
import TerminalScreen

/// The form's three prompts, one at a time: the title, the length, the attendees. Enter keeps a value it has,
/// `b` goes to the previous prompt, `c` leaves without keeping anything; the last answer keeps the sync-up.
@MainActor
final class SyncUpFormScreen: Screen {
    let feature = "SyncUpForm"
    private let editing: SyncUp?
    private let drafts: any SyncUpDrafts
    private var draft: SyncUpDraft
    private var step = SyncUpDraft.Step.title

    init(editing: SyncUp?, drafts: any SyncUpDrafts) {
        (self.editing, self.drafts) = (editing, drafts)
        draft = SyncUpDraft(editing)
    }

    var title: String { editing.map { "Edit \($0.title)" } ?? "New sync-up" }

    var content: [String] {
        [
            "Title: \(draft.title.isEmpty ? "(none yet)" : draft.title)",
            "Length: \(draft.minutes) min",
            "Attendees: \(draft.attendees.isEmpty ? "(none yet)" : draft.attendees.joined(separator: ", "))",
            PromptLine.keys,
        ]
    }

    var unsavedInput: String? { draft == SyncUpDraft(editing) ? nil : "the sync-up you were filling in" }

    var request: ScreenRequest {
        let label =
            switch step {
            case .title: "Title"
            case .length: "Length in minutes (\(SyncUp.lengths.lowerBound)-\(SyncUp.lengths.upperBound))"
            case .attendees: "Attendees, separated by commas"
            }
        return .prompt(label) { [self] line in answer(PromptLine(line)) }
    }

    private func answer(_ line: PromptLine) -> ScreenOutcome {
        switch line {
        case .cancel:
            return .close(notice: "Nothing was kept.")
        case .back:
            guard let previous = SyncUpDraft.Step(rawValue: step.rawValue - 1) else {
                return .close(notice: "Nothing was kept.")
            }
            step = previous
            return .stay()
        case .keep:
            guard draft.has(step) else { return .stay(notice: "This one has no value yet to keep: type one.") }
        case .value(let answer):
            if let refusal = draft.take(answer, at: step) { return .stay(notice: "\(refusal)") }
        }
        guard let next = SyncUpDraft.Step(rawValue: step.rawValue + 1) else { return keep() }
        step = next
        return .stay()
    }

    private func keep() -> ScreenOutcome {
        guard let editing else {
            return .close(notice: drafts.keep(draft.syncUp(numbered: 0, meetings: []), new: true))
        }
        guard drafts.syncUp(editing.id) != nil else { return .close(notice: "The sync-up was deleted meanwhile.") }
        return .close(notice: drafts.keep(draft.syncUp(numbered: editing.id, meetings: []), new: false))
    }
}
