/// How long something a component makes lives; the vocabulary of events, traces and diagnostics.
public enum Lifetime: String, Sendable, CaseIterable, CustomStringConvertible {
    /// A new instance on every access (`factory`).
    case factory
    /// One instance per component instance, made on first access (`Shared`).
    case shared
    /// Alive while someone outside the component holds it, made anew after (`WeakShared`).
    case weakShared = "weak-shared"
    /// Made while the root boots, so that a failure shows at launch (`recordEager`).
    case eager
    /// One instance per build of one object graph (`GraphShared` inside `buildGraph`).
    case objectGraph = "object-graph"
    /// A component: alive while its parent or a screen holds it; dropping it releases what it made.
    case scope

    /// The name used in traces and diagnostics, such as `weak-shared`.
    public var description: String { rawValue }
}
