import LifetimeDiagnostics

/// The module graph, the component tree and the edges between features, each read from a declaration:
/// the modules from Package.swift (`PackageModules`, which a plugin writes at build time), the components
/// from the tree the root boots with each feature's first screen made as the main menu declares it (no
/// choice taken, no prompt answered), and the edges from `FeatureEdges`. Nothing here is a hand-kept string.
struct ComponentGraph: Equatable {
    struct Node: Equatable {
        let path: String
        let component: QualifiedName
        let parentPath: String?
    }

    let modules: [String: [String]]
    let components: [Node]
    let featureEdges: [FeatureEdge]

    /// The graph of the modules `modules` declares, the components in `records`, and `featureEdges`.
    init(modules: [String: [String]], records: [LifetimeRecord], featureEdges: [FeatureEdge]) {
        self.modules = modules
        self.featureEdges = featureEdges.sorted()
        components = records.filter { $0.lifetime == .scope }.map { record in
            let parent = record.path.range(of: "->", options: .backwards).map { String(record.path[..<$0.lowerBound]) }
            return Node(
                path: record.path, component: QualifiedName(module: record.module, name: record.typeName),
                parentPath: parent == "^" ? nil : parent)
        }.sorted { $0.path < $1.path }
    }
}
