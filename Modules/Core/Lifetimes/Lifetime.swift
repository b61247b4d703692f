/// How long something a component makes lives; the vocabulary of events, traces and diagnostics.
///
/// Core's own lifetimes are the static members. An app defines its own with `Lifetime(named:)` and a
/// `CustomLifetimeSlot` (see there): the tracker, traces and diagnostics then show it by that name.
public struct Lifetime: Sendable, Hashable, CustomStringConvertible {
    /// The name used in traces and diagnostics, such as `weak-shared`.
    public let name: String

    /// A lifetime called `name` in traces and diagnostics, such as `every-third-access` or `session`.
    public init(named name: String) {
        self.name = name
    }

    /// A new instance on every access (`factory`).
    public static let factory = Lifetime(named: "factory")
    /// One instance per component instance, made on first access (`Shared`).
    public static let shared = Lifetime(named: "shared")
    /// Alive while someone outside the component holds it, made anew after (`WeakShared`).
    public static let weakShared = Lifetime(named: "weak-shared")
    /// Made while the root boots, so that a failure shows at launch (`recordEager`).
    public static let eager = Lifetime(named: "eager")
    /// One instance per build of one object graph (`GraphShared`, reached through `buildGraph`).
    public static let objectGraph = Lifetime(named: "object-graph")
    /// A component: alive while a screen or a component below it holds it; dropping it releases what it
    /// made.
    public static let scope = Lifetime(named: "scope")

    /// Core's own lifetimes, from the longest-lived to the shortest.
    public static let builtIn: [Lifetime] = [.eager, .shared, .weakShared, .scope, .objectGraph, .factory]

    /// The name, as traces and diagnostics print it.
    public var description: String { name }
}
