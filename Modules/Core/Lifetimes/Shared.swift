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
    @usableFromInline @exclusivity(unchecked) var value: Value?

    /// An empty slot; the value is made on first access.
    override public init() {}

    override var keepsValue: Bool { true }
    override var valueTypeName: String { String(describing: Value.self) }
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
        slot.value = value
        tree.tracker?.instanceCreated(value, lifetime: .shared, in: self)
        return value
    }
}
