import Core
import SettingsFeature

// The root satisfies the Settings feature's dependency; the compiler names any member it lacks.
extension RootComponent: SettingsDependency {
    /// Factory: a stateless adapter over the root's store.
    public var scheduleStorage: any ScheduleStorage { KeyedStorage(store: store, key: StorageKeys.schedule) }
}

extension RootComponent {
    /// The Settings feature's component, shared: one for the whole run, so one schedule model.
    public var settings: SettingsComponent {
        shared(&settingsSlot) { SettingsComponent(parent: self) }
    }
}
