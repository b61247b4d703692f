/// How long something a component makes lives: the names the kernel reports to its observer.
public enum Lifetime: Sendable, Hashable, CustomStringConvertible {
    /// A new instance on every access (`factory`).
    case factory
    /// One instance per component instance, made on first access (`Shared`).
    case shared
    /// Alive while someone outside the component holds it, made anew after (`WeakShared`).
    case weakShared
    /// Made while the root boots, so that a failure shows at launch (`recordEager`).
    case eager
    /// Made once by an `async throws` maker, awaited by every reader (`AsyncShared`).
    case asyncShared
    /// A component: alive while something holds it; releasing it releases what it made.
    case scope
    /// A task a component started (`startTask`): cancelled when its component is released.
    case task
    /// A lifetime defined outside Core, by its name (`Scope.make(_:for:keepsValue:_:)`).
    case custom(String)

    /// The name in traces and diagnostics, such as `weak-shared`.
    public var description: String {
        switch self {
        case .factory: "factory"
        case .shared: "shared"
        case .asyncShared: "async-shared"
        case .weakShared: "weak-shared"
        case .eager: "eager"
        case .scope: "scope"
        case .task: "task"
        case .custom(let name): name
        }
    }
}
