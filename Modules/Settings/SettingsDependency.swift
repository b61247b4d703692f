import Core

/// What the Settings feature needs from its parent and cannot make itself: a place to keep the schedule.
///
/// The App satisfies it in `RootComponent+Settings.swift`.
@MainActor
public protocol SettingsDependency: AnyObject {
    /// Where the notification schedule is persisted.
    var scheduleStorage: any ScheduleStorage { get }
}
