/// A type's name split into its module and the name inside it: `QuoteFeature` and `QuoteComponent`.
struct QualifiedName: Equatable {
    let module: String
    let name: String

    init(module: String, name: String) {
        self.module = module
        self.name = name
    }

    init(of type: Any.Type) {
        let parts = String(reflecting: type).prefix { $0 != "<" }.split(separator: ".", maxSplits: 1)
        module = parts.count == 2 ? String(parts[0]) : ""
        name = String(parts.last ?? "")
    }
}
