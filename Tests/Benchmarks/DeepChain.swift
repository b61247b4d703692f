import Core

// The Needle study's scenario on the kernel: a leaf seven components below the root that needs two
// root-level dependencies and one from its parent. Intermediate components forward the root-level ones
// with the forwarding protocol docs/architecture.md teaches: one conformance per level, two lines per
// member whatever the depth.

/// A root-level dependency of the leaf.
final class URLHandler {}
/// A root-level dependency of the leaf.
final class Router {}
/// What the leaf's parent makes for it.
final class ParentContext {}

/// What the leaf resolves on first access.
final class LeafObject {
    let urlHandler: URLHandler
    let router: Router
    let context: ParentContext

    init(urlHandler: URLHandler, router: Router, context: ParentContext) {
        self.urlHandler = urlHandler
        self.router = router
        self.context = context
    }
}

/// What every level below the root forwards.
@MainActor
protocol RootLevelDependency: AnyObject {
    var urlHandler: URLHandler { get }
    var router: Router { get }
}

/// Forwarding: a component whose dependency is `any RootLevelDependency` passes every root-level member on
/// by adopting this protocol. A member added to `RootLevelDependency` costs its requirement and one line
/// here; leaving the line out is a compile error naming the member in every level.
@MainActor
protocol ForwardsRootLevel: RootLevelDependency {}

extension ForwardsRootLevel where Self: Component<any RootLevelDependency> {
    var urlHandler: URLHandler { dependency.urlHandler }
    var router: Router { dependency.router }
}

/// What the leaf needs: the root-level dependencies and its parent's context.
@MainActor
protocol LeafDependency: RootLevelDependency {
    var parentContext: ParentContext { get }
}

/// The root: its two dependencies are made at boot, as an app's are before any screen asks.
@MainActor
final class ChainRoot: BootstrapComponent, RootLevelDependency {
    let urlHandler = URLHandler()
    let router = Router()

    /// Level 1 of the chain.
    var firstLevel: ChainLevel { ChainLevel(parent: self, level: 1) }
}

/// Levels 1 to 5: each forwards the root-level dependencies to the next.
@MainActor
final class ChainLevel: Component<any RootLevelDependency>, ForwardsRootLevel {
    let level: Int

    init(parent: some Scope & RootLevelDependency, level: Int) {
        self.level = level
        super.init(parent: parent, dependency: parent, name: "Level")
    }

    var nextLevel: ChainLevel { ChainLevel(parent: self, level: level + 1) }
    var parentLevel: ChainParentLevel { ChainParentLevel(parent: self) }
}

/// Level 6: forwards the root-level dependencies and makes the context its child needs.
@MainActor
final class ChainParentLevel: Component<any RootLevelDependency>, ForwardsRootLevel, LeafDependency {
    private let contextSlot = Shared<ParentContext>()

    init(parent: some Scope & RootLevelDependency) {
        super.init(parent: parent, dependency: parent, name: "ParentLevel")
    }

    var parentContext: ParentContext { shared(contextSlot) { ParentContext() } }

    var leaf: ChainLeaf { ChainLeaf(parent: self) }
}

/// Level 7: the leaf, whose shared object needs all three.
@MainActor
final class ChainLeaf: Component<any LeafDependency> {
    private let objectSlot = Shared<LeafObject>()

    init(parent: some Scope & LeafDependency) {
        super.init(parent: parent, dependency: parent, name: "Leaf")
    }

    var object: LeafObject {
        shared(objectSlot) {
            LeafObject(urlHandler: dependency.urlHandler, router: dependency.router, context: dependency.parentContext)
        }
    }
}

extension ChainRoot {
    /// Builds the seven-level chain below this root and returns its leaf.
    func buildLeaf() -> ChainLeaf {
        var level = firstLevel
        while level.level < 5 { level = level.nextLevel }
        return level.parentLevel.leaf
    }
}
