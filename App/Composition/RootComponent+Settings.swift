import Core
import SettingsFeature

// The root satisfies the Settings feature's dependency; the compiler names any member it lacks.
extension RootComponent: SettingsDependency {
    /// Factory: a stateless adapter over the root's store.
    package var scheduleStorage: any ScheduleStorage { KeyedStorage(store: store, key: StorageKeys.schedule) }
    package var dayClock: DayClock { time }
    package var reminderInbox: any ReminderInbox { menuEvents }
}

extension RootComponent {
    /// The Settings feature's component: the same one while the main menu holds it — one per run and so one schedule model.
    package var settings: SettingsComponent {
        childScope(settingsSlot) { SettingsComponent(parent: self) }
    }
}
