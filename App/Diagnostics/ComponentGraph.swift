import Core
import Foundation
import TerminalScreen

/// The module graph and the component tree, derived from live components: each component's class, the
/// dependency protocol it declares and the parent that satisfies it. Nothing here is a hand-kept string.
///
/// Module edges follow from the declarations: a parent's module imports the module of each dependency
/// protocol it satisfies; every component's module imports Core, where `Component` lives; the root's module
/// imports the module of each eager instance it makes; the module of each screen imports the module of the
/// screen contract.
struct ComponentGraph: Equatable {
    /// One component of the tree.
    struct Node: Equatable {
        let path: String
        let component: QualifiedName
        let dependency: QualifiedName?
        let satisfiedBy: QualifiedName?
        let parentPath: String?
    }

    /// Modules and the modules each imports, sorted.
    let modules: [String: [String]]
    /// The components, in tree order.
    let components: [Node]

    /// The graph of `scopes`, whose root also made `eagerInstances`, and whose features show `screens`.
    @MainActor
    init(scopes: [Scope], eagerInstances: [Any], screens: [any Screen] = []) {
        let coreModule = QualifiedName(of: Scope.self).module
        components = scopes.map { $0.declaration }.sorted { $0.path < $1.path }.map { declaration in
            Node(
                path: declaration.path,
                component: QualifiedName(declaration.componentType),
                dependency: declaration.dependencyType.map(QualifiedName.init),
                satisfiedBy: declaration.parentType.map(QualifiedName.init),
                parentPath: declaration.parentPath
            )
        }
        var imports: [String: Set<String>] = [coreModule: []]
        for node in components {
            imports[node.component.module, default: []].insert(coreModule)
            if let dependency = node.dependency, let parent = node.satisfiedBy {
                imports[parent.module, default: []].insert(dependency.module)
            }
        }
        if let root = components.first {
            for instance in eagerInstances {
                imports[root.component.module, default: []].insert(QualifiedName(of: type(of: instance)).module)
            }
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

/// A type's name split into its module and the name inside it: `QuoteFeature` and `QuoteComponent`.
struct QualifiedName: Equatable {
    let module: String
    let name: String

    /// Splits `qualified`, such as `QuoteFeature.QuoteComponent`.
    init(_ qualified: String) {
        let parts = qualified.split(separator: ".", maxSplits: 1)
        module = parts.count == 2 ? String(parts[0]) : ""
        name = String(parts.last ?? "")
    }

    /// The name of `type`, as the runtime spells it.
    init(of type: Any.Type) {
        self.init(String(reflecting: type))
    }
}
