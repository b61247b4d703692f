import Core

/// How long a feature's component lives, as a type: what the compiler checks each crossing against.
public protocol FeatureLifetime {
    static var declared: ScopeLifetime { get }
}

/// Kept for the app's run: made at boot, one per root, whoever holds its screens; the only kind another
/// feature may read data from.
public enum KeptForTheRun: FeatureLifetime {
    public static var declared: ScopeLifetime { .run }
}

/// Made for one visit: a new component each time the navigation stack opens the feature from outside it,
/// ended when that entry leaves the stack.
public enum MadePerVisit: FeatureLifetime {
    public static var declared: ScopeLifetime { .visit }
}

/// A feature's component, which only a root's declaration of the feature makes (`FeatureRoot.Feature`): under
/// the root, with the wiring the declaration names as its dependency, living as `Lifetime` says. One line
/// says both: `final class QuoteComponent: FeatureComponent<any QuoteDependency, KeptForTheRun>`.
@MainActor
open class FeatureComponent<Dependency, Lifetime: FeatureLifetime>: Component<Dependency>, DeclaredComponent {
    public required init(_ place: consuming FeaturePlace<Dependency>) {
        super.init(parent: place.root, dependency: place.dependency, lifetime: Lifetime.declared)
    }
}

/// What a declaration hands the component it makes, and nothing else can: a component of a feature is made
/// only where its root declares it, so no other code makes one, in any spelling.
public struct FeaturePlace<Dependency>: ~Copyable {
    let root: BootstrapComponent
    let dependency: Dependency
}

/// A feature's component as a root's declaration sees it: its dependency, its lifetime, and the one
/// initializer a declaration calls.
@MainActor
public protocol DeclaredComponent: Scope {
    associatedtype Dependency
    associatedtype Lifetime: FeatureLifetime
    init(_ place: consuming FeaturePlace<Dependency>)
}
