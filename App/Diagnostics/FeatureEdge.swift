/// One way a feature reaches another without importing it: through a protocol the using feature declares,
/// which an adapter of the App satisfies with what the other feature owns. Each adapter states its edge
/// in types the compiler checks; the modules are read off those types, never written by hand.
struct FeatureEdge: Hashable, Comparable {
    enum Kind: String, Comparable {
        /// The using feature shows or uses the other's data.
        case data
        /// The using feature opens one of the other's screens.
        case navigation

        static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    let kind: Kind
    /// The using feature's module, such as `ProfileFeature`.
    let from: String
    /// The module of the feature reached, such as `QuoteFeature`.
    let to: String
    /// The protocol the using feature declares, such as `FavouriteQuoteSource`.
    let through: String

    /// The edge through `declared`, a protocol's existential type (`(any FavouriteQuoteSource).self`), to the
    /// feature that declares `reached`.
    init(_ kind: Kind, declaredAs declared: Any.Type, reaching reached: Any.Type) {
        let need = QualifiedName(of: declared)
        self.kind = kind
        from = need.module
        to = QualifiedName(of: reached).module
        through = need.name
    }

    static func < (lhs: FeatureEdge, rhs: FeatureEdge) -> Bool {
        (lhs.from, lhs.to, lhs.kind, lhs.through) < (rhs.from, rhs.to, rhs.kind, rhs.through)
    }
}

/// An adapter of the App through which one feature reaches another: its `edge` says which. A wiring makes
/// each through `RootComponent.crossing`, which takes nothing else, and `FeatureEdges` lists each one.
@MainActor
protocol FeatureEdgeAdapter {
    static var edge: FeatureEdge { get }
}
