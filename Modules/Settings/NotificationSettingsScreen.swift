import Core

/// Notification settings: the schedule in force, and Change schedule, which opens a new flow.
@MainActor
public final class NotificationSettingsScreen: Screen {
    private let schedule: ScheduleModel
    private let makeFlowScreen: () -> NotificationsFlowScreen

    /// A screen showing `schedule`; `makeFlowScreen` opens a new flow.
    public init(schedule: ScheduleModel, makeFlowScreen: @escaping () -> NotificationsFlowScreen) {
        self.schedule = schedule
        self.makeFlowScreen = makeFlowScreen
    }

    /// `Notification settings`.
    public let title = "Notification settings"

    /// The schedule in force.
    public var content: [String] { ["Notifications \(schedule.schedule.summary)"] }

    /// `1 Change schedule`.
    public let request = ScreenRequest.choices([ScreenChoice("1", "Change schedule")])

    /// Opens a new flow on `1`.
    public func handle(_ line: String) -> ScreenOutcome {
        .open(makeFlowScreen())
    }
}
