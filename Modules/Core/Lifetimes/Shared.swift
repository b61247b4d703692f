/// Storage for a shared instance: one per component instance, made on first access, released with the
/// component.
///
/// Each shared value has its own typed stored slot, so an access is a check of one optional and never a
/// lookup:
///
/// ```swift
/// private var controllerSlot = Shared<QuoteModelController>()
/// public var modelController: QuoteModelController {
///     shared(&controllerSlot) { QuoteModelController(storage: dependency.quoteStorage) }
/// }
/// ```
public struct Shared<Value> {
    @usableFromInline var value: Value?

    /// An empty slot; the value is made on first access.
    public init() {}
}

extension Scope {
    /// The instance in `slot`, made by `make` on first access and kept for as long as this component lives.
    @inlinable
    public func shared<Value>(_ slot: inout Shared<Value>, _ make: () -> Value) -> Value {
        if let value = slot.value { return value }
        let value = make()
        slot.value = value
        tracker?.instanceCreated(value, lifetime: .shared, in: self)
        return value
    }
}
