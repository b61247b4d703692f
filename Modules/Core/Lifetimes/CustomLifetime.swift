/// The base of a lifetime defined outside Core: subclass it to hold your lifetime's storage, and make
/// values through `Scope.make(for:_:)`.
///
/// The kernel then treats the value like one of its own: its maker takes part in the cycle check (a maker
/// that needs its own slot stops with a message naming the cycle), keeping a component in a slot that
/// `keepsValue` stops with a message, and the tracker records the value under the slot's `lifetime` —
/// trace lines, Diagnostics and outlived-scope reports name it.
///
/// ```swift
/// final class EveryThirdAccess<Value>: CustomLifetimeSlot {
///     var value: Value?
///     var accesses = 0
///     init() { super.init(lifetime: Lifetime(named: "every-third-access"), keepsValue: true) }
/// }
/// extension Scope {
///     func everyThirdAccess<Value>(_ slot: EveryThirdAccess<Value>, _ make: () -> Value) -> Value {
///         defer { slot.accesses += 1 }
///         if slot.accesses % 3 != 0, let value = slot.value { return value }
///         let value = self.make(for: slot, make)
///         slot.value = value
///         return value
///     }
/// }
/// ```
open class CustomLifetimeSlot: Slot {
    /// The lifetime's name in traces and diagnostics.
    public let lifetime: Lifetime
    private let keeps: Bool

    /// A slot of `lifetime`. `keepsValue` says whether the slot holds its value strongly: a component
    /// made for such a slot would be kept by its own parent, so it stops with a message.
    public init(lifetime: Lifetime, keepsValue: Bool) {
        self.lifetime = lifetime
        self.keeps = keepsValue
    }

    override var keepsValue: Bool { keeps }
    override var valueTypeName: String { String(describing: type(of: self)) }
}

extension Scope {
    /// Makes a value for a custom lifetime's `slot`: `make` runs under the kernel's cycle check, and the
    /// value is recorded by the tracker under `slot.lifetime`. Storing it is the slot's business.
    public func make<Value>(for slot: CustomLifetimeSlot, _ make: () -> Value) -> Value {
        let value = tree.make(slot, of: self, make)
        tree.tracker?.instanceCreated(value, lifetime: slot.lifetime, in: self)
        return value
    }
}
