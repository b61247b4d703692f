import Core

/// The Settings feature's component: it makes the feature's screens and owns their shared state.
@MainActor
public final class SettingsComponent: Component<any SettingsDependency> {
    /// A child of `parent`, which provides the feature's dependency.
    public init(parent: some Scope & SettingsDependency) {
        super.init(parent: parent, dependency: parent, name: "Settings")
    }
}
