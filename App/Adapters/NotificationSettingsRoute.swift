import Diagnostics
import QuoteFeature
import SettingsFeature
import TerminalScreen

/// Quote → Settings, navigation: the Quote screen's Remind me of it opens Notification settings; Back
/// returns to the Quote screen.
@MainActor
struct NotificationSettingsRoute: ReminderSettingsRoute, FeatureEdgeAdapter {
    static let edge = FeatureEdge(
        .navigation, declaredAs: (any ReminderSettingsRoute).self, reaching: SettingsComponent.self)

    let settings: SettingsComponent

    func reminderSettingsScreen() -> any Screen { settings.settingsScreen }
}
