/// One prompt step of the notification-settings flow. Its screen, `FlowStepScreen`, handles what every
/// step shares (Enter keeps, `b` previous step, `c` cancel); a step only checks and records its own value.
@MainActor
protocol FlowStep {
    /// The prompt of the menu map, such as `Start time (HH:mm)`.
    var prompt: String { get }
    /// The answer so far, such as `09:00`.
    var currentValue: String { get }
    /// What follows the value when it is shown, such as ` min`.
    var unit: String { get }
    /// Records `typed`, or keeps the current value for `nil`; returns the one line saying what is valid
    /// when the value is refused.
    func answer(_ typed: String?) -> String?
}
