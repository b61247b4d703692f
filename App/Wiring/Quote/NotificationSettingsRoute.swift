import Composition
import QuoteFeature
import SettingsFeature
import TerminalScreen

/// Quote → Settings, navigation: the Quote screen's Remind me of it leads to Notification settings; Back
/// returns to the Quote screen.
@MainActor
struct NotificationSettingsRoute: ReminderSettingsRoute {
    let settings: Route<SettingsDestination>

    var reminderSettings: AnyDestination { settings.destination(.settings) }
}
