import LifetimeDiagnostics

/// The module graph, the component tree and the edges between features, each read from a declaration:
/// the modules from Package.swift, the components from the tree the app boots, and the edges between
/// features from the adapters that cross them. Nothing here is a hand-kept string.
public struct ComponentGraph: Equatable {
    public struct Node: Equatable {
        public let path: String
        public let component: QualifiedName
        public let parentPath: String?
    }

    public let modules: [String: [String]]
    public let components: [Node]
    public let featureEdges: [FeatureEdge]

    /// The graph of the modules `modules` declares, the components in `records`, and `featureEdges`.
    public init(modules: [String: [String]], records: [LifetimeRecord], featureEdges: [FeatureEdge]) {
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
