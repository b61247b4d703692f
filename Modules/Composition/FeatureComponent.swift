import Core

/// How long a feature's component lives, as a type the compiler checks each crossing against: kept for the run or
/// per visit, and no third, since saying a lifetime takes a `FeatureScope`, which only this module makes.
public protocol FeatureLifetime {
    static var scope: FeatureScope { get }
}

/// One of the two lifetimes a feature's component may have, as Core is told it.
public struct FeatureScope: Sendable {
    let declared: ScopeLifetime
}

/// Made at boot, one per root: the only kind another feature may read data from.
public enum KeptForTheRun: FeatureLifetime {
    public static var scope: FeatureScope { FeatureScope(declared: .run) }
}

/// A new component each time the stack opens the feature from outside it, ended when that entry leaves.
public enum MadePerVisit: FeatureLifetime {
    public static var scope: FeatureScope { FeatureScope(declared: .visit) }
}

/// A feature's component, which only a root's declaration makes, living as `Lifetime` says:
/// `final class QuoteComponent: FeatureComponent<any QuoteDependency, KeptForTheRun>`.
@MainActor
open class FeatureComponent<Dependency, Lifetime: FeatureLifetime>: Component<Dependency>, DeclaredComponent {
    public required init(_ place: consuming FeaturePlace<Dependency>) {
        super.init(parent: place.root, dependency: place.dependency, lifetime: Lifetime.scope.declared)
    }
}

/// What a declaration hands the component it makes, and nothing else can: so no other code makes one.
public struct FeaturePlace<Dependency>: ~Copyable {
    let root: BootstrapComponent
    let dependency: Dependency
}

@MainActor
public protocol DeclaredComponent: Scope {
    associatedtype Dependency
    associatedtype Lifetime: FeatureLifetime
    init(_ place: consuming FeaturePlace<Dependency>)
}

/// A kept feature's component that other features read data from, through a data crossing: `readable` is what
/// they read — a model or value of the feature's, not the component — so their adapters reach its members and
/// never the component. Only a feature kept for the run can be read so.
@MainActor
public protocol ReadableComponent: DeclaredComponent where Lifetime == KeptForTheRun {
    associatedtype Readable
    var readable: Readable { get }
}
