import TerminalScreen

/// Notification settings: the schedule in force, and Change schedule, which opens a new flow.
@MainActor
final class NotificationSettingsScreen: SettingsFeatureScreen {
    private let schedule: ScheduleModel
    private let startFlow: () -> any Screen

    init(schedule: ScheduleModel, startFlow: @escaping () -> any Screen) {
        self.schedule = schedule
        self.startFlow = startFlow
    }

    let title = "Notification settings"
    var content: [String] { ["Notifications \(schedule.schedule.summary)"] }
    var request: ScreenRequest {
        .choices([ScreenChoice("1", "Change schedule") { .openFlow(self.startFlow()) }])
    }
}
