import Core

/// One line of what happened to something a component made: what `--trace-lifetimes` prints and what
/// tests observe.
public struct LifetimeEvent: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable {
        case created
        case released
        /// Alive after the component that made it was released; a task, running when the tree ended.
        case outlived
        case failed
        /// A shared member made a second time (`RemadeShared`).
        case remade
        case captive
        /// A captive finding withdrawn: released before the run ended, something was only finishing with it.
        case withdrawn
    }

    public let kind: Kind
    public let typeName: String
    public let lifetime: Lifetime
    public let path: String
    /// For `remade`, the place of the `shared` call.
    public let member: SourcePlace?
    /// For `captive`, what was found.
    public let captive: CaptiveRecord?

    public init(
        kind: Kind, typeName: String, lifetime: Lifetime, path: String, member: SourcePlace? = nil,
        captive: CaptiveRecord? = nil
    ) {
        self.kind = kind
        self.typeName = typeName
        self.lifetime = lifetime
        self.path = path
        self.member = member
        self.captive = captive
    }

    /// `[lifetime] created NotificationsFlowStore (weak-shared) ^->Root->Settings`; for a task,
    /// `[lifetime] started task reminders ^->Root->Settings`, then `ended task`.
    public var description: String {
        if kind == .remade, let member {
            return "[lifetime] " + RemadeShared(typeName: typeName, member: member, path: path).description
        }
        if kind == .captive, let captive {
            return "[lifetime] captive \(captive)"
        }
        if kind == .withdrawn, let captive {
            return "[lifetime] withdrawn, released before the run ended: captive \(captive)"
        }
        guard lifetime == .task else { return "[lifetime] \(kind.rawValue) \(typeName) (\(lifetime)) \(path)" }
        let verb =
            switch kind {
            case .created: "started"
            case .released: "ended"
            case .outlived: "outlived"
            case .failed: "failed"
            case .remade: "remade"
            case .captive: "captive"
            case .withdrawn: "withdrawn"
            }
        return "[lifetime] \(verb) task \(typeName) \(path)"
    }
}
