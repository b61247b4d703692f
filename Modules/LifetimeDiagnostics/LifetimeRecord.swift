import Core

/// What one kind of instance made at one place has done since start: a row of the Diagnostics screen.
public struct LifetimeRecord: Sendable, Hashable {
    public let typeName: String
    /// The module that declares the type, such as `QuoteFeature`; empty for a task.
    public let module: String
    public let lifetime: Lifetime
    public let path: String
    public let created: Int
    /// Released since start; for a task, ended.
    public let released: Int
    /// Makes that threw since start (async-shared values only).
    public let failed: Int
    /// Alive now; for a task, running. Always 0 for a value type, which has no identity to watch.
    public let alive: Int
    /// Whether releases are watched: `false` for value types, whose creations alone are counted.
    public let isWatched: Bool
    /// For a component, how long it was declared to live; `nil` for an instance or a task.
    public let declared: ScopeLifetime?
}
