import Core

/// The root of an app of features: what it takes from outside, each feature declared once
/// (`let quote: Feature<QuoteComponent> = Feature { … }`), and the main menu. Its features are those the main
/// menu opens and those they cross to.
@MainActor
public protocol FeatureRoot: BootstrapComponent {
    associatedtype Outside
    var outside: Outside { get }
    var mainMenu: MainMenu<Self> { get }
    typealias Feature<Component: Scope> = FeatureDeclaration<Self, Component>
}

extension FeatureRoot {
    /// The app's tree, each feature kept for the run made now, so what runs does not depend on what is read
    /// first. Hold it for as long as the app runs.
    public func boot() -> Tree<Self> {
        for feature in features { feature.boot(in: self) }
        return Tree(self)
    }

    /// The navigation stack on the main menu, for the front that shows screens: one a root. The root keeps a
    /// `NavigationComponent` for it, for the run, made at the place of this call, so the tree shows the stack and
    /// an observer reports a second the moment it is made, naming where.
    public func navigation(fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column) -> Navigation {
        _ = keep(Kept<NavigationComponent>(), fileID: fileID, line: line, column: column) {
            NavigationComponent(parent: self, lifetime: .run)
        }
        return Navigation(home: mainMenu.screen(in: self), opening: mainMenu.opening(in: self))
    }

    /// The component of a feature kept for the run: Composition's and its tests' alone, so that a root hands out no
    /// feature's component, and a declaration that captured its root reaches nothing past its crossings.
    func component<Component>(_ feature: KeyPath<Self, Feature<Component>>) -> Component
    where Component: DeclaredComponent, Component.Lifetime == KeptForTheRun {
        self[keyPath: feature].component(in: self)
    }

    /// Every crossing between the root's features, as each wiring names it.
    public var crossings: [Crossing] { reachedFeatures().crossings }

    public var crossingUses: [Crossing: Int] {
        reachedFeatures().features.reduce(into: [:]) { uses, feature in uses.merge(feature.uses, uniquingKeysWith: +) }
    }

    var features: [any AnyFeature<Self>] { reachedFeatures().features }

    /// The features the main menu opens and those their wirings cross to, breadth first, each once.
    private func reachedFeatures() -> (features: [any AnyFeature<Self>], crossings: [Crossing]) {
        var features: [any AnyFeature<Self>] = []
        var crossings: [Crossing] = []
        var seen: Set<ObjectIdentifier> = []
        var queue = mainMenu.features(in: self)
        var next = 0
        while next < queue.count {
            let feature = queue[next]
            next += 1
            guard seen.insert(ObjectIdentifier(feature)).inserted else { continue }
            features.append(feature)
            for (crossing, reached) in feature.wiringReadAlone(in: self).crossings {
                crossings.append(crossing)
                queue.append(reached)
            }
        }
        return (features, crossings)
    }
}

/// The root's one navigation stack, as the component tree shows it (`^->Root->Navigation`): it makes nothing and
/// holds nothing; a second of a root is what the tracker reports.
@MainActor
final class NavigationComponent: Component<Void> {}
