/// One way a feature reaches another without importing it, its modules read off the types a wiring crosses
/// with, never written by hand.
public struct FeatureEdge: Hashable, Comparable, Sendable {
    public enum Kind: String, Comparable, Sendable {
        case data
        case navigation

        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public let kind: Kind
    public let from: String
    public let to: String
    /// The protocol read, such as `FavouriteQuoteSource`, or the destination opened.
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
