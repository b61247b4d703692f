/// How long something a component makes lives; the vocabulary of events, traces and diagnostics.
///
/// Core's own lifetimes are the named cases. An app defines its own with `Lifetime(named:)` and a
/// `CustomLifetimeSlot` (see there): the tracker, traces and diagnostics then show it by that name.
public enum Lifetime: Sendable, Hashable, CustomStringConvertible {
    /// A new instance on every access (`factory`).
    case factory
    /// One instance per component instance, made on first access (`Shared`).
    case shared
    /// Alive while someone outside the component holds it, made anew after (`WeakShared`).
    case weakShared
    /// Made while the root boots, so that a failure shows at launch (`recordEager`).
    case eager
    /// One instance per build of one object graph (`GraphShared`, reached through `buildGraph`).
    case objectGraph
    /// A component: alive while a screen or a component below it holds it; dropping it releases what it
    /// made.
    case scope
    /// A task a component started (`startTask`): running until it returns or its component's scope ends.
    case task
    /// A lifetime defined outside Core, by its name.
    case custom(String)

    /// A lifetime of an app's own, called `name` in traces and diagnostics, such as `every-third-access`.
    public init(named name: String) {
        self = .custom(name)
    }

    /// Core's own lifetimes, from the longest-lived to the shortest.
    public static let builtIn: [Lifetime] = [.eager, .shared, .weakShared, .scope, .task, .objectGraph, .factory]

    /// The name used in traces and diagnostics, such as `weak-shared`.
    public var name: String {
        switch self {
        case .factory: "factory"
        case .shared: "shared"
        case .weakShared: "weak-shared"
        case .eager: "eager"
        case .objectGraph: "object-graph"
        case .scope: "scope"
        case .task: "task"
        case .custom(let name): name
        }
    }

    /// The name, as traces and diagnostics print it.
    public var description: String { name }
}
