import Core
import TerminalScreen

/// The visits open now: each per-visit component, weakly, beside the screen that opened it, until the menu
/// closes that screen. Then the visit has ended, and the tracker is told so: a component still alive at
/// its next look is captive, since something that lives longer keeps it.
@MainActor
struct OpenVisits {
    private struct Visit {
        weak var component: Scope?
        weak var opening: (any Screen)?
    }

    private var open: [Visit] = []

    mutating func began(_ component: Scope, opening screen: any Screen) {
        // A visit whose screen went without being closed by the menu (a test's, the graph's) is forgotten.
        open.removeAll { $0.opening == nil }
        open.append(Visit(component: component, opening: screen))
    }

    /// The component of the visit `screen` opened, which has ended now that it closed; `nil` for any other.
    mutating func end(openedBy screen: any Screen) -> Scope? {
        guard let index = open.firstIndex(where: { $0.opening === screen }) else { return nil }
        return open.remove(at: index).component
    }
}
