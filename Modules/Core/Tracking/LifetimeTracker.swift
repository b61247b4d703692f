/// Records what the components of one tree make and release: the events behind `--trace-lifetimes`, the
/// counts and live instances behind the Diagnostics screen, and what lifetime tests observe.
///
/// The root owns one tracker and every component of its tree reports to it. It holds only weak
/// references, so tracking never keeps anything alive. Releases are noticed by `sweep()`, which the menu
/// runs after every input and `discard` runs after dropping a scope; a value type has no identity to
/// watch, so only its creation is counted.
@MainActor
public final class LifetimeTracker {
    /// Called with every event as it is recorded (the trace prints from here).
    public var onEvent: ((LifetimeEvent) -> Void)?

    private var watched: [Watched] = []
    private var counts: [LifetimeRecordKey: LifetimeCounts] = [:]
    private var keyOrder: [LifetimeRecordKey] = []
    private var valueTypeKeys: Set<LifetimeRecordKey> = []
    private var typeNames: [ObjectIdentifier: String] = [:]

    /// An empty tracker, to hand to a root.
    public init() {}

    /// Creation and release counts since start, with how many are alive now, in order of first creation.
    public var records: [LifetimeRecord] {
        keyOrder.map { key in
            let alive = watched.count { $0.key == key && $0.object != nil }
            return LifetimeRecord(
                key: key, counts: counts[key, default: LifetimeCounts()], alive: alive,
                isWatched: !valueTypeKeys.contains(key))
        }
    }

    /// Reports the release of everything watched that is no longer alive, most recent first.
    public func sweep() {
        var released: [LifetimeRecordKey] = []
        watched.removeAll { entry in
            guard entry.object == nil else { return false }
            released.append(entry.key)
            return true
        }
        for key in released.reversed() {
            counts[key, default: LifetimeCounts()].released += 1
            emit(.released, key)
        }
    }

    func scopeCreated(_ scope: Scope) {
        let key = LifetimeRecordKey(typeName: name(of: type(of: scope)), lifetime: .scope, path: scope.path)
        created(key, object: scope)
    }

    /// Records that `scope` made `value` with `lifetime`; called by the lifetime functions.
    @usableFromInline
    func instanceCreated<Value>(_ value: Value, lifetime: Lifetime, in scope: Scope) {
        let dynamicType = type(of: value as Any)
        let key = LifetimeRecordKey(typeName: name(of: dynamicType), lifetime: lifetime, path: scope.path)
        let object: AnyObject? = dynamicType is AnyClass ? value as AnyObject : nil
        created(key, object: object)
    }

    private func created(_ key: LifetimeRecordKey, object: AnyObject?) {
        if counts[key] == nil { keyOrder.append(key) }
        counts[key, default: LifetimeCounts()].created += 1
        if let object {
            watched.append(Watched(key: key, object: object))
        } else {
            valueTypeKeys.insert(key)
        }
        emit(.created, key)
    }

    private func emit(_ kind: LifetimeEvent.Kind, _ key: LifetimeRecordKey) {
        onEvent?(LifetimeEvent(kind: kind, typeName: key.typeName, lifetime: key.lifetime, path: key.path))
    }

    /// The type's name, worked out once per type: describing a type is slow, and a trace names the same
    /// few types again and again.
    private func name(of type: Any.Type) -> String {
        let id = ObjectIdentifier(type)
        if let name = typeNames[id] { return name }
        let name = String(describing: type)
        typeNames[id] = name
        return name
    }
}

/// A watched instance: the record it counts towards and a weak reference that goes `nil` on release.
private struct Watched {
    let key: LifetimeRecordKey
    weak var object: AnyObject?
}
