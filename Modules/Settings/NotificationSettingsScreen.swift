import Core
import TerminalScreen

/// Notification settings: the schedule in force, and Change schedule, which opens a new flow.
@MainActor
public final class NotificationSettingsScreen: Screen {
    private let schedule: ScheduleModel
    private let makeFlowScreen: () -> any Screen

    /// A screen showing `schedule`; `makeFlowScreen` opens a new flow at its first step.
    public init(schedule: ScheduleModel, makeFlowScreen: @escaping () -> any Screen) {
        self.schedule = schedule
        self.makeFlowScreen = makeFlowScreen
    }

    /// `Notification settings`.
    public let title = "Notification settings"

    /// The schedule in force.
    public var content: [String] { ["Notifications \(schedule.schedule.summary)"] }

    /// `1 Change schedule`, which opens a new flow.
    public var request: ScreenRequest {
        .choices([ScreenChoice("1", "Change schedule") { .open(self.makeFlowScreen()) }])
    }
}
