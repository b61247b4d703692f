import QuoteFeature
import SettingsFeature
import TerminalScreen

/// Quote → Settings, navigation: the Quote screen's Remind me of it opens Notification settings; Back
/// returns to the Quote screen.
@MainActor
struct NotificationSettingsRoute: ReminderSettingsRoute {
    let settings: Route<SettingsComponent>

    func reminderSettingsScreen() -> any Screen { settings.open(\.settingsScreen) }
}
