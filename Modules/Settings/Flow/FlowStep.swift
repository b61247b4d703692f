/// One prompt step of the notification-settings flow. Its screen, `FlowStepScreen`, handles what every
/// step shares (Enter keeps, `b` previous step, `c` cancel); a step only checks and records its own value.
@MainActor
public protocol FlowStep {
    /// The prompt, such as `Start time (HH:mm)`.
    var prompt: String { get }

    /// The step's value as answered so far, such as `09:00`.
    var currentValue: String { get }

    /// What follows the value when it is shown, such as ` min`; empty when the value says it itself.
    var unit: String { get }

    /// Records `typed`, or keeps the current value when it is `nil`; returns the one line that says what
    /// is valid when the value is refused.
    func answer(_ typed: String?) -> String?
}
