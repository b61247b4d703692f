import Composition
import GraphExport
import LifetimeDiagnostics
import TerminalScreen

/// What Diagnostics reads: the tracker of the app's tree (`nil` when nothing observes it), where the data is
/// kept, and the edges between the app's features with how many times this run used each so far.
@MainActor
public protocol DiagnosticsDependency {
    var tracker: LifetimeTracker? { get }
    var storeLocation: String { get }
    var edges: [FeatureEdge] { get }
    var edgeUses: [FeatureEdge: Int] { get }
}

/// Diagnostics as a feature of the app's root (`^->Root->Diagnostics`), made per visit like any other: it shows
/// the tree it is part of.
public final class DiagnosticsComponent: FeatureComponent<any DiagnosticsDependency, MadePerVisit> {
    /// Factory: the screen, read afresh each time it is shown.
    var diagnosticsScreen: any Screen {
        factory {
            DiagnosticsScreen(
                tracker: dependency.tracker, edges: { [dependency] in dependency.edges },
                uses: { [dependency] in dependency.edgeUses }, storeLocation: dependency.storeLocation)
        }
    }
}

extension DiagnosticsComponent: DestinationScreens {
    public static var start: DiagnosticsDestination { .diagnostics }

    public func arrival(at destination: DiagnosticsDestination) -> Arrival<DiagnosticsComponent> {
        .screen(diagnosticsScreen)
    }
}

/// Where Diagnostics leads: its one screen.
public enum DiagnosticsDestination: String, Destination, CaseIterable {
    case diagnostics
}
