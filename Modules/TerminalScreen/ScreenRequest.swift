@MainActor
public enum ScreenRequest {
    case choices([ScreenChoice])
    /// A line of text, labelled such as `Start time (HH:mm)`, handed to `answer`.
    case prompt(String, answer: (String) -> ScreenOutcome)

    package var promptLabel: String? {
        if case .prompt(let label, _) = self { label } else { nil }
    }
}
