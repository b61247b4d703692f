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
