import Core
import SettingsFeature

/// Settings' needs, met in a place of Settings' own: another feature's `storage` or `clock` never meets
/// these, and the compiler names any need left out.
@MainActor
struct SettingsWiring: SettingsDependency {
    let root: RootComponent

    var storage: any ScheduleStorage { KeyedStorage(store: root.store, key: StorageKeys.schedule) }
    var clock: DayClock { root.clock }
    var reminderInbox: any ReminderInbox { root.reminderInbox }
    /// Settings → Quote, data: what each reminder reminds of.
    var reminderSubject: any ReminderSubject {
        root.crossing { QuoteReminderSubject(quote: root.quote) }
    }
}
