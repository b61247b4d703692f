/// Storage for a shared instance: one per component instance, made on first access, released with the
/// component.
///
/// Each shared value has its own typed slot, so an access is a check of one optional and never a lookup.
/// The slot is a `let` the component owns; nothing outside the component can empty or replace it:
///
/// ```swift
/// private let controllerSlot = Shared<QuoteModelController>()
/// public var modelController: QuoteModelController {
///     shared(controllerSlot) { QuoteModelController(storage: dependency.quoteStorage) }
/// }
/// ```
///
/// A component is never kept in a `Shared` slot: the child holds its parent, so the pair could never be
/// released. Use `ChildScope`, which remembers a child without keeping it.
@MainActor
public struct Shared<Value> {
    /// Where the value is kept: one object per slot, of a class that is not generic, so that a component
    /// with shared slots sets up no generic class at run time (a first access in a fresh process pays
    /// several microseconds for each one it must set up).
    @usableFromInline let storage: SharedStorage

    /// An empty slot; the value is made on first access.
    public init() {
        storage = SharedStorage(valueType: Value.self)
    }

    /// Whether `Value` is a class, whose instances are stored as they are; decided when the accessor is
    /// specialised for a concrete `Value`.
    @inlinable
    static var storesInstancesDirectly: Bool {
        Value.self is AnyClass && MemoryLayout<Value>.size == MemoryLayout<AnyObject>.size
    }

    @inlinable
    var value: Value? {
        guard let stored = storage.stored else { return nil }
        if Self.storesInstancesDirectly { return unsafeBitCast(stored, to: Value.self) }
        return unsafeDowncast(stored, to: ValueBox<Value>.self).value
    }

    @inlinable
    func keep(_ value: Value) {
        storage.stored = Self.storesInstancesDirectly ? unsafeBitCast(value, to: AnyObject.self) : ValueBox(value)
    }
}

/// What a `Shared` slot keeps: its value, once made — the instance itself when the value is a class,
/// otherwise a box holding it — as `AnyObject?`, so that releasing it needs no generic type at run time.
@usableFromInline
final class SharedStorage: Slot {
    @usableFromInline @exclusivity(unchecked) var stored: AnyObject?
    private let valueType: Any.Type

    init(valueType: Any.Type) {
        self.valueType = valueType
    }

    override var keepsValue: Bool { true }
    override var valueTypeName: String { String(describing: valueType) }
}

/// A value that is not a class instance, boxed to be stored in a `Shared` slot.
@usableFromInline
final class ValueBox<Value> {
    @usableFromInline let value: Value

    @usableFromInline
    init(_ value: Value) {
        self.value = value
    }
}

extension Scope {
    /// The instance in `slot`, made by `make` on first access and kept for as long as this component lives.
    @inlinable
    public func shared<Value>(_ slot: Shared<Value>, _ make: () -> Value) -> Value {
        if let value = slot.value { return value }
        return makeShared(slot, make)
    }

    @inlinable
    func makeShared<Value>(_ slot: Shared<Value>, _ make: () -> Value) -> Value {
        let value = tree.make(slot.storage, of: self, make)
        slot.keep(value)
        tree.tracker?.instanceCreated(value, lifetime: .shared, in: self)
        return value
    }
}
