import Core

/// What the Settings feature needs from its parent and cannot make itself: a place to keep the schedule,
/// the time, and where to show the reminders.
///
/// The App satisfies it in `RootComponent+Settings.swift`.
@MainActor
public protocol SettingsDependency: AnyObject {
    /// Where the notification schedule is persisted.
    var scheduleStorage: any ScheduleStorage { get }
    /// The time of day and a clock to wait on: the system's in the app, a manual one in tests.
    var dayClock: DayClock { get }
    /// Where the reminders are shown.
    var reminderInbox: any ReminderInbox { get }
}
