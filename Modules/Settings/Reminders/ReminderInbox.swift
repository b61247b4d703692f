/// Where due reminders go: the App shows each one through the menu's output, below what is on screen.
/// `Sendable`, because the reminders are sent from a task that is not on the main actor.
public protocol ReminderInbox: Sendable {
    func deliver(_ reminder: Reminder)
}
