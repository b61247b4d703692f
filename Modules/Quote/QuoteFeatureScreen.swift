import TerminalScreen

/// A screen of the Quote feature: `Navigation` keeps it as the QuoteFeature module's.
@MainActor
protocol QuoteFeatureScreen: Screen {}

extension QuoteFeatureScreen {
    /// The module this declaration is compiled into.
    public var feature: String { String(#fileID.prefix { $0 != "/" }) }
}
