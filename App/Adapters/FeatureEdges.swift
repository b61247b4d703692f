import Diagnostics

/// Every way one feature reaches another, declared once: the graph export and Diagnostics read this list
/// without running anything. A wiring reaches another feature through `RootComponent.crossing`, which
/// takes only an adapter that states its edge; `GraphExportTests.everyAdapterTheAppWiresIsListed` wires
/// every edge and names any adapter this list leaves out.
@MainActor
enum FeatureEdges {
    static let adapters: [any FeatureEdgeAdapter.Type] = [
        EditQuoteRoute.self, NotificationSettingsRoute.self, QuoteControllerQuoteSource.self, QuoteReminderSubject.self,
    ]

    static var all: [FeatureEdge] { adapters.map { $0.edge }.sorted() }
}

/// An adapter of the App through which one feature reaches another: its `edge` says which. A wiring makes
/// each through `RootComponent.crossing`, which takes nothing else, and `FeatureEdges` lists each one.
@MainActor
protocol FeatureEdgeAdapter {
    static var edge: FeatureEdge { get }
}
