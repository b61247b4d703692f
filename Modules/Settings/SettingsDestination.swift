import TerminalScreen

/// Where the Settings feature's screens lead: Notification settings, and the change-of-schedule flow, whose
/// first step a link may open and whose later steps only the answer before each reaches.
public enum SettingsDestination: String, Destination, CaseIterable {
    case settings
    /// The flow's first step, the start time.
    case schedule
    case stopTime = "stop-time"
    case frequency
    case review

    public var startsFlow: Bool { self == .schedule }
    public var isLaterStep: Bool { [.stopTime, .frequency, .review].contains(self) }
}
