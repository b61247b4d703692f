import Core
import TerminalScreen

/// A feature's component as a root makes it: from its type alone, under the root, with the wiring the
/// root's declaration gives it as its dependency, living as long as its type says (`KeptForTheRun`,
/// `MadePerVisit`). `Component`'s own initializer meets it; each feature's wiring adopts one of the two
/// for the feature's component.
@MainActor
public protocol FeatureComponent: Scope, DestinationScreens {
    associatedtype Dependency
    /// How long the component lives: `ForTheRun` or `ForOneVisit`, one per type.
    associatedtype Lifetime: FeatureLifetime
    init(parent: Scope, dependency: Dependency, name: String?, lifetime: ScopeLifetime)
}

/// How long a feature's component lives, as a type: what the compiler checks each declaration and each
/// crossing against.
public protocol FeatureLifetime {
    static var declared: ScopeLifetime { get }
}

/// Kept for the app's run: made at boot, one per run, whoever holds its screens.
public enum ForTheRun: FeatureLifetime {
    public static var declared: ScopeLifetime { .run }
}

/// Made for one visit: a new component each time the navigation stack opens the feature from outside it,
/// ended when that entry leaves the stack.
public enum ForOneVisit: FeatureLifetime {
    public static var declared: ScopeLifetime { .visit }
}

/// A feature component kept for the run (Dagger's scope annotation): another feature may read its data.
/// A type is kept or per visit, never both: adopting the other too does not compile.
public protocol KeptForTheRun: FeatureComponent where Lifetime == ForTheRun {}

/// A feature component made per visit: another feature may only open its destinations.
public protocol MadePerVisit: FeatureComponent where Lifetime == ForOneVisit {}
