import Core
import LifetimeDiagnostics
import TerminalScreen

/// The module graph, the component tree and the edges between features, derived from what the running app
/// made: the components a walk of every screen opened, with their classes and places, the screens it
/// showed, and the feature edges it crossed. Nothing here is a hand-kept string.
///
/// Module edges follow from what was made: a parent's module imports the module of each child it makes
/// (and so of the dependency protocol it satisfies); every component's module imports Core, where
/// `Component` lives; the root's module imports the module of each eager instance it makes; the module of
/// each screen imports the module of the screen contract; the root's module imports the module of the
/// observer it reports to, which imports Core.
struct ComponentGraph: Equatable {
    struct Node: Equatable {
        let path: String
        let component: QualifiedName
        let parentPath: String?
    }

    let modules: [String: [String]]
    let components: [Node]
    let featureEdges: [FeatureEdge]

    @MainActor
    init(tracker: LifetimeTracker, featureEdges: [FeatureEdge], screens: [any Screen]) {
        self.featureEdges = featureEdges.sorted()
        let records = tracker.records
        let coreModule = QualifiedName(of: Scope.self).module
        components = records.filter { $0.lifetime == .scope }.map { record in
            let parent = record.path.range(of: "->", options: .backwards).map { String(record.path[..<$0.lowerBound]) }
            return Node(
                path: record.path, component: QualifiedName(module: record.module, name: record.typeName),
                parentPath: parent == "^" ? nil : parent)
        }.sorted { $0.path < $1.path }
        let moduleAt = Dictionary(components.map { ($0.path, $0.component.module) }) { first, _ in first }
        var imports: [String: Set<String>] = [coreModule: []]
        for node in components {
            imports[node.component.module, default: []].insert(coreModule)
            if let parent = node.parentPath.flatMap({ moduleAt[$0] }) {
                imports[parent, default: []].insert(node.component.module)
            }
        }
        if let root = components.first {
            for eager in records where eager.lifetime == .eager {
                imports[root.component.module, default: []].insert(eager.module)
            }
            let observerModule = QualifiedName(of: type(of: tracker)).module
            imports[root.component.module, default: []].insert(observerModule)
            imports[observerModule, default: []].insert(coreModule)
        }
        let screenModule = QualifiedName(of: ScreenRequest.self).module
        for screen in screens {
            imports[QualifiedName(of: type(of: screen)).module, default: []].insert(screenModule)
        }
        for module in imports.values.flatMap({ $0 }) where imports[module] == nil { imports[module] = [] }
        modules = imports.reduce(into: [:]) { result, entry in
            result[entry.key] = entry.value.subtracting([entry.key]).sorted()
        }
    }
}
