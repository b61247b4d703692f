/// A type's name split into its module and the name inside it: `QuoteFeature` and `QuoteComponent`.
public struct QualifiedName: Equatable, Sendable {
    public let module: String
    public let name: String

    public init(module: String, name: String) {
        self.module = module
        self.name = name
    }

    /// The name of `type`; of a protocol's existential (`any ProfileFeature.FavouriteQuoteSource`), the
    /// protocol's.
    public init(of type: Any.Type) {
        var reflected = Substring(String(reflecting: type))
        if reflected.hasPrefix("any ") { reflected = reflected.dropFirst("any ".count) }
        let parts = reflected.prefix { $0 != "<" }.split(separator: ".", maxSplits: 1)
        module = parts.count == 2 ? String(parts[0]) : ""
        name = String(parts.last ?? "")
    }
}
