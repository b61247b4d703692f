import Core

// The Needle study's scenario on the kernel: a leaf seven components below the root that needs two
// root-level dependencies and one from its parent. Every level declares its own dependency protocol, as
// an app's levels do; each forwards the root-level members by adopting the forwarding protocol that
// docs/architecture.md teaches, whatever its own protocol.

/// What every level below the root needs from the root.
@MainActor
package protocol RootLevelDependency: Scope {
    var urlHandler: URLHandler { get }
    var router: Router { get }
}

/// Forwarding: each level in between adopts it and names its parent as the upstream, whatever its own
/// dependency protocol.
@MainActor
protocol ForwardsRootLevel: RootLevelDependency {
    var rootLevelUpstream: any RootLevelDependency { get }
}

extension ForwardsRootLevel {
    package var urlHandler: URLHandler { rootLevelUpstream.urlHandler }
    package var router: Router { rootLevelUpstream.router }
}

@MainActor protocol Level1Dependency: RootLevelDependency {}
@MainActor protocol Level2Dependency: RootLevelDependency {}
@MainActor protocol Level3Dependency: RootLevelDependency {}
@MainActor protocol Level4Dependency: RootLevelDependency {}
@MainActor protocol Level5Dependency: RootLevelDependency {}
@MainActor protocol Level6Dependency: RootLevelDependency {}

/// What the leaf needs: the root-level dependencies and its parent's context.
@MainActor
package protocol LeafDependency: RootLevelDependency {
    var parentContext: ParentContext { get }
}

/// The root: its two dependencies are made at boot, as an app's are before any screen asks.
package final class ChainRoot: BootstrapComponent, Level1Dependency {
    package let urlHandler = URLHandler()
    package let router = Router()

    var next: Level1 { Level1(parent: self) }
}

final class Level1: Component<any Level1Dependency>, Level2Dependency, ForwardsRootLevel {
    init(parent: some Level1Dependency) { super.init(parent: parent, dependency: parent) }
    var rootLevelUpstream: any RootLevelDependency { dependency }
    var next: Level2 { Level2(parent: self) }
}

/// Level 2 can also be the leaf's parent: the same access at depth 3, the Needle study's second depth.
final class Level2: Component<any Level2Dependency>, Level3Dependency, LeafDependency, ForwardsRootLevel {
    init(parent: some Level2Dependency) { super.init(parent: parent, dependency: parent) }
    var rootLevelUpstream: any RootLevelDependency { dependency }
    package private(set) lazy var parentContext: ParentContext = shared { ParentContext() }
    var next: Level3 { Level3(parent: self) }
    var leaf: ChainLeaf { ChainLeaf(parent: self) }
}

final class Level3: Component<any Level3Dependency>, Level4Dependency, ForwardsRootLevel {
    init(parent: some Level3Dependency) { super.init(parent: parent, dependency: parent) }
    var rootLevelUpstream: any RootLevelDependency { dependency }
    var next: Level4 { Level4(parent: self) }
}

final class Level4: Component<any Level4Dependency>, Level5Dependency, ForwardsRootLevel {
    init(parent: some Level4Dependency) { super.init(parent: parent, dependency: parent) }
    var rootLevelUpstream: any RootLevelDependency { dependency }
    var next: Level5 { Level5(parent: self) }
}

final class Level5: Component<any Level5Dependency>, Level6Dependency, ForwardsRootLevel {
    init(parent: some Level5Dependency) { super.init(parent: parent, dependency: parent) }
    var rootLevelUpstream: any RootLevelDependency { dependency }
    var next: Level6 { Level6(parent: self) }
}

/// Level 6 forwards too, and makes the context its child needs.
final class Level6: Component<any Level6Dependency>, LeafDependency, ForwardsRootLevel {
    init(parent: some Level6Dependency) { super.init(parent: parent, dependency: parent) }
    var rootLevelUpstream: any RootLevelDependency { dependency }
    package private(set) lazy var parentContext: ParentContext = shared { ParentContext() }
    var next: ChainLeaf { ChainLeaf(parent: self) }
}

/// Level 7: the leaf, whose shared object needs all three.
package final class ChainLeaf: Component<any LeafDependency> {
    init(parent: some LeafDependency) { super.init(parent: parent, dependency: parent) }

    package private(set) lazy var object: LeafObject = shared {
        LeafObject(urlHandler: dependency.urlHandler, router: dependency.router, context: dependency.parentContext)
    }
}

extension ChainRoot {
    /// Builds the seven-level chain below this root and returns its leaf.
    package func buildLeaf() -> ChainLeaf { next.next.next.next.next.next.next }

    /// Builds a three-level chain, the leaf under level 2.
    package func buildShallowLeaf() -> ChainLeaf { next.next.leaf }
}
