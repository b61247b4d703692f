import Core

/// A kind of component still alive after the lifetime it was declared to live ended — a visit's component
/// after its first screen closed: something that lives longer holds it (a captive dependency). Shown on the
/// Diagnostics screen, printed by the trace, and asserted on by tests.
public struct CaptiveRecord: Sendable, Hashable, CustomStringConvertible {
    public let typeName: String
    public let path: String
    public let declared: ScopeLifetime
    /// What was known to keep it, such as `^->Root->Quote, in its shared member at QuoteFeature/…:9:44`;
    /// empty when only an object the tracker does not see keeps it (a closure, an adapter, a screen).
    public let heldBy: [String]
    public let count: Int

    /// `ProfileComponent (per visit) ^->Root->Profile, alive after its visit ended; held by …`.
    public var description: String {
        let holders =
            heldBy.isEmpty ? "something that lives longer holds it" : "held by " + heldBy.joined(separator: "; ")
        return "\(typeName) (\(declared)) \(path), alive after \(declared.endedWords); \(holders)"
    }
}

extension ScopeLifetime {
    /// When a component declared so should have gone: `its visit ended`.
    var endedWords: String {
        switch self {
        case .visit: "its visit ended"
        case .run: "the run ended"
        case .whileHeld: "its use ended"
        case .custom(let name): "its \(name) ended"
        }
    }
}
