/// One creation, release or outliving of something a component made, or the start, cancellation or end of
/// a task it owns: what `--trace-lifetimes` prints and what tests observe.
public struct LifetimeEvent: Sendable, Hashable, CustomStringConvertible {
    /// Whether the instance came into being, went away, or outlived the scope that made it.
    public enum Kind: String, Sendable {
        /// The component made it.
        case created
        /// The last reference to it went away.
        case released
        /// It is still alive after the scope that made it (or a scope above that one) ended: something
        /// outside that scope keeps it, a captive dependency; for a task, it still runs.
        case outlived
        /// A task was asked to stop: cancelled by hand, or because its scope ended.
        case cancelled
    }

    /// Created, released or outlived.
    public let kind: Kind
    /// The instance's type, such as `NotificationsFlowStore`; for a task, its name.
    public let typeName: String
    /// The lifetime it was made with.
    public let lifetime: Lifetime
    /// The path of the component that made it (for a component, its own path).
    public let path: String

    /// Creates an event; the tracker makes these, tests compare against them.
    public init(kind: Kind, typeName: String, lifetime: Lifetime, path: String) {
        self.kind = kind
        self.typeName = typeName
        self.lifetime = lifetime
        self.path = path
    }

    /// The trace line: `[lifetime] created NotificationsFlowStore (weak-shared) ^->Root->Settings`, and
    /// for a task `[lifetime] started task reminders ^->Root->Settings` (then `cancelled`, `ended`).
    public var description: String {
        guard lifetime == .task else { return "[lifetime] \(kind.rawValue) \(typeName) (\(lifetime)) \(path)" }
        let verb =
            switch kind {
            case .created: "started"
            case .released: "ended"
            case .outlived, .cancelled: kind.rawValue
            }
        return "[lifetime] \(verb) task \(typeName) \(path)"
    }
}
