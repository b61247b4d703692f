/// One way a feature reaches another, as a wiring crosses it: reading a kept feature's data, or opening one of
/// a feature's destinations. It is the edge the graph draws and Diagnostics counts.
public struct Crossing: Hashable {
    public enum Kind: Sendable {
        case data
        case navigation
    }

    public let kind: Kind
    public let using: Any.Type
    public let reached: Any.Type
    /// The protocol the using feature reads (`FavouriteQuoteSource`), or the destination it opens
    /// (`QuoteDestination.edit`).
    public let through: String

    public init(_ kind: Kind, using: Any.Type, reached: Any.Type, through: String) {
        (self.kind, self.using, self.reached, self.through) = (kind, using, reached, through)
    }

    public static func == (lhs: Crossing, rhs: Crossing) -> Bool {
        lhs.kind == rhs.kind && lhs.using == rhs.using && lhs.reached == rhs.reached && lhs.through == rhs.through
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(ObjectIdentifier(using))
        hasher.combine(ObjectIdentifier(reached))
        hasher.combine(through)
    }
}
