/// What one kind of instance in one component has done since start: the Diagnostics screen's rows.
public struct LifetimeRecord: Sendable, Hashable {
    /// Which component made what, with which lifetime.
    public let key: LifetimeRecordKey
    /// How many were created and released since start.
    public let counts: LifetimeCounts
    /// How many are alive now (always 0 for value types, which have no identity to watch).
    public let alive: Int
    /// Whether releases are watched: `false` for value types, whose creations alone are counted.
    public let isWatched: Bool

    /// The instance's type name.
    public var typeName: String { key.typeName }
    /// The lifetime it was made with.
    public var lifetime: Lifetime { key.lifetime }
    /// The path of the component that made it.
    public var path: String { key.path }
}

/// Identifies a kind of instance in the tree: its type, its lifetime and the path of its component.
public struct LifetimeRecordKey: Sendable, Hashable {
    /// The instance's type name.
    public let typeName: String
    /// The lifetime it was made with.
    public let lifetime: Lifetime
    /// The path of the component that made it.
    public let path: String
}

/// Creation and release counts.
public struct LifetimeCounts: Sendable, Hashable {
    /// Instances made.
    public var created = 0
    /// Instances whose last reference went away.
    public var released = 0

    /// Counts of `created` and `released` instances.
    public init(created: Int = 0, released: Int = 0) {
        self.created = created
        self.released = released
    }
}

/// A kind of instance that was still alive after the scope that made it ended: a captive dependency,
/// shown on the Diagnostics screen and asserted on by tests.
public struct OutlivedRecord: Sendable, Hashable {
    /// Which component made what, with which lifetime.
    public let key: LifetimeRecordKey
    /// How many instances of it outlived their scope since start.
    public let count: Int

    /// The instance's type name.
    public var typeName: String { key.typeName }
    /// The lifetime it was made with.
    public var lifetime: Lifetime { key.lifetime }
    /// The path of the component that made it.
    public var path: String { key.path }
}
