import Core

/// The root of an app of features: what it takes from outside, lent to each feature's wiring, each feature
/// declared once as a member of its own (`let quote = Feature<QuoteComponent> { … }`), and the main menu
/// that opens them. Its features are those the main menu opens and those they cross to: `boot` makes each
/// kept for the run, and the graph draws every crossing between them.
@MainActor
public protocol FeatureRoot: BootstrapComponent {
    /// What the root takes from outside the features, such as a store and a clock.
    associatedtype Outside
    var outside: Outside { get }
    /// The screen at the bottom of every navigation stack of this root.
    var mainMenu: MainMenu<Self> { get }
    /// A feature of this root, declared in one line: its component type and its wiring.
    typealias Feature<Component: Scope> = FeatureDeclaration<Self, Component>
}

extension FeatureRoot {
    /// The app's tree, with each feature kept for the run made now, so that what runs does not depend on what
    /// is read first. Hold it for as long as the app runs; letting go of it releases everything.
    public func boot() -> Tree<Self> {
        for feature in features { feature.boot(in: self) }
        return Tree(self)
    }

    /// A navigation stack on the main menu: the one the front that shows screens holds, or a walk's or a
    /// test's own. No other code makes one.
    public func navigation() -> Navigation {
        Navigation(home: mainMenu.screen(in: self), opening: mainMenu.opening(in: self))
    }

    /// The component of a feature kept for the run.
    public func component<Component>(_ feature: KeyPath<Self, Feature<Component>>) -> Component
    where Component: DeclaredComponent, Component.Lifetime == KeptForTheRun {
        self[keyPath: feature].component(in: self)
    }

    /// Every way one feature of this root reaches another, as each wiring names it, in the order reached.
    public var crossings: [Crossing] { reachedFeatures().crossings }

    /// How many times this run used each crossing: an adapter read the feature it reaches, or the navigation
    /// stack opened a destination through it.
    public var crossingUses: [Crossing: Int] {
        reachedFeatures().features.reduce(into: [:]) { uses, feature in uses.merge(feature.uses, uniquingKeysWith: +) }
    }

    /// Every feature of this root, each once, in the order first reached.
    var features: [any AnyFeature<Self>] { reachedFeatures().features }

    /// The features the main menu opens and, in turn, those their wirings cross to, with those crossings.
    private func reachedFeatures() -> (features: [any AnyFeature<Self>], crossings: [Crossing]) {
        var features: [any AnyFeature<Self>] = []
        var crossings: [Crossing] = []
        var pending = mainMenu.features(in: self)
        while !pending.isEmpty {
            let feature = pending.removeFirst()
            guard !features.contains(where: { $0 === feature }) else { continue }
            features.append(feature)
            for (crossing, reached) in feature.wiringReadAlone(in: self).crossings {
                crossings.append(crossing)
                pending.append(reached)
            }
        }
        return (features, crossings)
    }
}
