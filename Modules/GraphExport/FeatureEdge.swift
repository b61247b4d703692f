/// One way a feature reaches another without importing it: through a protocol the using feature declares,
/// which an adapter of the App satisfies with what the other feature owns. Each adapter states its edge
/// in types the compiler checks; the modules are read off those types, never written by hand.
public struct FeatureEdge: Hashable, Comparable, Sendable {
    public enum Kind: String, Comparable, Sendable {
        /// The using feature shows or uses the other's data.
        case data
        /// The using feature opens one of the other's screens.
        case navigation

        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public let kind: Kind
    /// The using feature's module, such as `ProfileFeature`.
    public let from: String
    /// The module of the feature reached, such as `QuoteFeature`.
    public let to: String
    /// The protocol the using feature declares, such as `FavouriteQuoteSource`.
    public let through: String

    /// The edge through `declared`, a protocol's existential type (`(any FavouriteQuoteSource).self`), to the
    /// feature that declares `reached`.
    public init(_ kind: Kind, declaredAs declared: Any.Type, reaching reached: Any.Type) {
        let need = QualifiedName(of: declared)
        self.kind = kind
        from = need.module
        to = QualifiedName(of: reached).module
        through = need.name
    }

    public static func < (lhs: FeatureEdge, rhs: FeatureEdge) -> Bool {
        (lhs.from, lhs.to, lhs.kind, lhs.through) < (rhs.from, rhs.to, rhs.kind, rhs.through)
    }
}
