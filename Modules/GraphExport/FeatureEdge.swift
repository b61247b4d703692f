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

    /// The edge from the feature of `using`, a type of its module, to the feature of `reached`, `through` what
    /// the first names: its protocol for data, or the destination it opens.
    public init(_ kind: Kind, from using: Any.Type, to reached: Any.Type, through: String) {
        self.kind = kind
        from = QualifiedName(of: using).module
        to = QualifiedName(of: reached).module
        self.through = through
    }

    public static func < (lhs: FeatureEdge, rhs: FeatureEdge) -> Bool {
        (lhs.from, lhs.to, lhs.kind, lhs.through) < (rhs.from, rhs.to, rhs.kind, rhs.through)
    }
}
