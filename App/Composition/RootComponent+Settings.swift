import Core
import SettingsFeature

// The root satisfies the Settings feature's dependency (the clock and the inbox are its `let`s); the
// compiler names any member it lacks.
extension RootComponent: SettingsDependency {
    package var scheduleStorage: any ScheduleStorage { KeyedStorage(store: store, key: StorageKeys.schedule) }
    /// Factory: the Quote feature's controller, seen as what reminders remind of.
    package var reminderSubject: any ReminderSubject {
        factory { QuoteReminderSubject(quote: quote) }
    }
}

extension RootComponent {
    /// The Settings feature's component: the same one while the main menu holds it, so one schedule and
    /// one reminder task per run.
    package var settings: SettingsComponent {
        childScope(settingsSlot) { SettingsComponent(parent: self) }
    }
}
