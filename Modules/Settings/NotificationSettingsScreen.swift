import TerminalScreen

/// Notification settings: the schedule in force, and Change schedule, which opens a new flow.
@MainActor
final class NotificationSettingsScreen: SettingsFeatureScreen {
    private let schedule: ScheduleModel

    init(schedule: ScheduleModel) {
        self.schedule = schedule
    }

    let title = "Notification settings"
    var content: [String] { ["Notifications \(schedule.schedule.summary)"] }
    var request: ScreenRequest {
        .choices([ScreenChoice("1", "Change schedule", opening: SettingsDestination.schedule)])
    }
}
