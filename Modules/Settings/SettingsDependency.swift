/// What the Settings feature needs and cannot make itself: a place to keep the schedule, the time, where
/// to show the reminders and what they remind of. The App meets it in `SettingsWiring`, a target of
/// Settings' own, so another feature may name a need `storage` or `clock` too.
@MainActor
public protocol SettingsDependency {
    var storage: any ScheduleStorage { get }
    /// The system's time in the app, a manual clock in tests.
    var clock: DayClock { get }
    var reminderInbox: any ReminderInbox { get }
    /// From another feature, through a protocol Settings declares.
    var reminderSubject: any ReminderSubject { get }
}
