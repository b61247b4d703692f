import SettingsFeature
import TerminalMenu

// The Settings feature's reminders are notices for the menu: each is shown below the current screen, and
// the screen's prompt again below it.
extension MenuEvents: ReminderInbox {
    public func deliver(_ reminder: Reminder) {
        post(.notice(reminder.line))
    }
}
