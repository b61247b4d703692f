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
public final class Shared<Value>: Slot {
    /// The value, once made: the instance itself when `Value` is a class, otherwise a box holding it.
    ///
    /// Kept as `AnyObject?` rather than `Value?` so that releasing the slot needs no run-time lookup of
    /// `Optional<Value>`'s type, which a generic class's deinit would otherwise do every time.
    @usableFromInline @exclusivity(unchecked) var stored: AnyObject?

    /// An empty slot; the value is made on first access.
    override public init() {}

    override var keepsValue: Bool { true }
    override var valueTypeName: String { String(describing: Value.self) }

    /// Whether `Value` is a class, whose instances are stored as they are; decided when the accessor is
    /// specialised for a concrete `Value`.
    @inlinable
    static var storesInstancesDirectly: Bool {
        Value.self is AnyClass && MemoryLayout<Value>.size == MemoryLayout<AnyObject>.size
    }

    @inlinable
    var value: Value? {
        guard let stored else { return nil }
        if Self.storesInstancesDirectly { return unsafeBitCast(stored, to: Value.self) }
        return unsafeDowncast(stored, to: ValueBox<Value>.self).value
    }

    @inlinable
    func keep(_ value: Value) {
        stored = Self.storesInstancesDirectly ? unsafeBitCast(value, to: AnyObject.self) : ValueBox(value)
    }
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
        let value = tree.make(slot, of: self, make)
        slot.keep(value)
        tree.tracker?.instanceCreated(value, lifetime: .shared, in: self)
        return value
    }
}
