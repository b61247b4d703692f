import Core

/// The root of an app of features: what it takes from outside, lent to each feature's wiring, and what it
/// is told as the features reach each other and their visits end. Its features are declared as its own
/// members (`KeptFeature`, `PerVisitFeature`), each a line saying how long the component lives and what
/// wires it.
@MainActor
public protocol FeatureRoot: BootstrapComponent {
    /// What the root takes from outside the features, such as a store and a clock.
    associatedtype Outside
    var outside: Outside { get }
    /// Told each time a feature reaches another: an adapter read a kept feature's component, or the
    /// navigation stack opened a destination through a route.
    func used(_ crossing: Crossing)
    /// Told when a visit ends, of its component while it is still alive: what keeps it after this keeps it
    /// captive.
    func visitEnded(of component: Scope)
}

/// One way a feature reaches another, as a wiring crosses it: reading a kept feature's data or opening a
/// feature's destinations, through a protocol of the using feature, to the component of the one reached.
public struct Crossing: Hashable {
    public enum Kind: Sendable {
        /// The using feature shows or uses the other's data.
        case data
        /// The using feature opens one of the other's destinations.
        case navigation
    }

    public let kind: Kind
    /// The using feature's protocol, as its existential type: `(any FavouriteQuoteSource).self`.
    public let need: Any.Type
    /// The component of the feature reached: `QuoteComponent.self`.
    public let reached: Any.Type

    public init(_ kind: Kind, need: Any.Type, reached: Any.Type) {
        (self.kind, self.need, self.reached) = (kind, need, reached)
    }

    public static func == (lhs: Crossing, rhs: Crossing) -> Bool {
        lhs.kind == rhs.kind && lhs.need == rhs.need && lhs.reached == rhs.reached
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(ObjectIdentifier(need))
        hasher.combine(ObjectIdentifier(reached))
    }
}
