import Core
import SettingsFeature

// The root satisfies the Settings feature's dependency; the compiler names any member it lacks.
extension RootComponent: SettingsDependency {}

extension RootComponent {
    /// The Settings feature's component, shared: one for the whole run.
    var settings: SettingsComponent {
        shared(&settingsSlot) { SettingsComponent(parent: self) }
    }
}
