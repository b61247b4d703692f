/// Storage for an object-graph instance: everything made in one build of an object graph shares it, and
/// the next build makes a new one.
///
/// ```swift
/// private let snapshotSlot = GraphShared<PrivacySnapshot>()
/// var snapshot: PrivacySnapshot { graphShared(snapshotSlot) { PrivacySnapshot(...) } }
/// func makeProfileScreen() -> ProfileScreen {
///     buildGraph { ProfileScreen(header: ProfileHeader(snapshot: snapshot), sections: sections) }
/// }
/// ```
///
/// The slot is a class so that the build can let go of the value when it ends: after `buildGraph`
/// returns, only the objects of that graph hold the instance.
@MainActor
public final class GraphShared<Value>: Slot {
    var value: Value?

    /// An empty slot; the value is made on first access within a build.
    override public init() {}

    override var valueTypeName: String { String(describing: Value.self) }
}

/// The slots filled during one open build, emptied when the build ends.
@MainActor
struct OpenGraph {
    var clearActions: [() -> Void] = []
}

extension Scope {
    /// Builds one object graph: within `build`, each `graphShared` slot of this component makes its value
    /// once; when `build` returns the slots are emptied, so the next build gets new instances.
    ///
    /// A build started inside another build of the same component joins it.
    public func buildGraph<Result>(_ build: () -> Result) -> Result {
        if openGraph != nil { return build() }
        openGraph = OpenGraph()
        defer {
            for clear in openGraph?.clearActions ?? [] { clear() }
            openGraph = nil
        }
        return build()
    }

    /// The instance in `slot` for the current build; outside a build, each access is a graph of its own
    /// and gets a new instance.
    public func graphShared<Value>(_ slot: GraphShared<Value>, _ make: () -> Value) -> Value {
        if openGraph != nil, let value = slot.value { return value }
        let value = tree.make(slot, of: self, make)
        if openGraph != nil {
            slot.value = value
            openGraph?.clearActions.append { [slot] in slot.value = nil }
        }
        tracker?.instanceCreated(value, lifetime: .objectGraph, in: self)
        return value
    }
}
