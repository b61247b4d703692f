import Core
import Diagnostics
import QuoteFeature
import SettingsFeature
import TerminalScreen

/// Quote → Settings, navigation: the Quote screen's Remind me of it opens Notification settings; Back
/// returns to the Quote screen.
@MainActor
struct NotificationSettingsRoute: ReminderSettingsRoute, FeatureEdgeAdapter {
    static let kind = FeatureEdge.Kind.navigation
    static let need: Any.Type = (any ReminderSettingsRoute).self
    let reached: Reach<SettingsComponent>

    func reminderSettingsScreen() -> any Screen { reached.component.settingsScreen }
}
