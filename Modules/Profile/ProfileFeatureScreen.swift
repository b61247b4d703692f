import TerminalScreen

/// A screen of the Profile feature: `Navigation` keeps it as the ProfileFeature module's.
@MainActor
protocol ProfileFeatureScreen: Screen {}

extension ProfileFeatureScreen {
    /// The module this declaration is compiled into.
    public var feature: String { String(#fileID.prefix { $0 != "/" }) }
}
