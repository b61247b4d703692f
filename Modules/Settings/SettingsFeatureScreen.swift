import TerminalScreen

/// A screen of the Settings feature: `Navigation` keeps it as the SettingsFeature module's.
@MainActor
protocol SettingsFeatureScreen: Screen {}

extension SettingsFeatureScreen {
    /// The module this declaration is compiled into.
    public var feature: String { String(#fileID.prefix { $0 != "/" }) }
}
