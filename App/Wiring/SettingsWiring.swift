import Core
import SettingsFeature

/// Settings' needs, met in a place of Settings' own: another feature's `storage` or `clock` never meets
/// these, and the compiler names any need left out.
@MainActor
struct SettingsWiring: SettingsDependency {
    let storage: any ScheduleStorage
    let clock: DayClock
    let reminderInbox: any ReminderInbox
    /// Settings → Quote, data: what each reminder reminds of.
    let reminderSubject: any ReminderSubject

    init(_ root: borrowing RootWiring) {
        storage = KeyedStorage(store: root.store, key: StorageKeys.schedule)
        clock = root.clock
        reminderInbox = root.reminderInbox
        reminderSubject = root.reading(\.quote, as: (any ReminderSubject).self, QuoteReminderSubject.init)
    }
}

/// Kept for the run: its reminders send from boot until the app lets go of the tree.
extension SettingsComponent: KeptForTheRun {}
