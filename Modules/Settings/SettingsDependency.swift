import Core

/// What the Settings feature needs from its parent and cannot make itself: a place to keep the schedule,
/// the time, where to show the reminders and what they remind of. The App satisfies it in
/// `RootComponent+Settings.swift`.
@MainActor
public protocol SettingsDependency: Scope {
    var scheduleStorage: any ScheduleStorage { get }
    /// The system's time in the app, a manual clock in tests.
    var dayClock: DayClock { get }
    var reminderInbox: any ReminderInbox { get }
    /// From another feature, through a protocol Settings declares.
    var reminderSubject: any ReminderSubject { get }
}
