@MainActor
public enum ScreenRequest: Equatable {
    case choices([ScreenChoice])
    /// A line of text, labelled such as `Start time (HH:mm)`, handed to `answer`.
    case prompt(String, answer: (String) -> ScreenOutcome)

    package var promptLabel: String? {
        if case .prompt(let label, _) = self { label } else { nil }
    }

    /// The same choices (by key and label), or a prompt with the same label.
    public nonisolated static func == (lhs: ScreenRequest, rhs: ScreenRequest) -> Bool {
        switch (lhs, rhs) {
        case (.choices(let left), .choices(let right)): left == right
        case (.prompt(let left, _), .prompt(let right, _)): left == right
        default: false
        }
    }
}
