import Core
import TerminalScreen

/// A feature as its root declares it, in one line (`FeatureRoot.Feature`): its component type, whose lifetime
/// is on the type, and what its wiring is handed. The component is made from it alone.
@MainActor
public final class FeatureDeclaration<Root: FeatureRoot, Component: Scope> {
    private let slot = Kept<Component>()
    private let place: SourcePlace
    let isKept: Bool
    private let make: @MainActor (Root) -> Component
    private let opening: @MainActor (Component, _ endVisit: (() -> Void)?) -> Opening
    private let readAlone: @MainActor (Root, @escaping @MainActor (Crossing, any AnyFeature<Root>) -> Void) -> Any
    private(set) var uses: [Crossing: Int] = [:]

    public init(
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
        wiredBy wiring: @escaping @MainActor (borrowing RootWiring<Root, Component>) -> Component.Dependency
    ) where Component: DeclaredComponent & DestinationScreens {
        place = SourcePlace(fileID: fileID, line: line, column: column)
        isKept = Component.Lifetime.self == KeptForTheRun.self
        make = { root in Component(FeaturePlace(root: root, dependency: wiring(RootWiring(root)))) }
        opening = { component, endVisit in Opening(component, endingVisit: endVisit) }
        readAlone = { root, telling in wiring(RootWiring(root, telling: telling)) }
    }

    func component(in root: Root) -> Component {
        root.keep(slot, fileID: place.fileID, line: place.line, column: place.column) { make(root) }
    }

    /// `destination`, reached through `crossing` (none from the main menu): in the kept component, or a new
    /// visit's, opened at `place`.
    func way(to destination: any Destination, in root: Root, through crossing: Crossing?, openedAt place: SourcePlace)
        -> Way
    {
        Way(destination: destination) { [self] in
            if let crossing { count(crossing) }
            guard !isKept else { return opening(component(in: root), nil) }
            let component = root.beginVisit(openedAt: place) { make(root) }
            return opening(component) { [weak root, weak component] in
                if let component { root?.lifetimeEnded(of: component) }
            }
        }
    }

    func count(_ crossing: Crossing) {
        uses[crossing, default: 0] += 1
    }
}

/// A declaration, whatever its component: what a root boots and what its graph reads.
@MainActor
protocol AnyFeature<Root>: AnyObject {
    associatedtype Root: FeatureRoot
    var uses: [Crossing: Int] { get }
    var componentType: Any.Type { get }
    var isKept: Bool { get }
    func boot(in root: Root)
    /// The wiring made to be read alone, and the crossings it names: they count no use and lead nowhere.
    func wiringReadAlone(in root: Root) -> (wiring: Any, crossings: [(Crossing, any AnyFeature<Root>)])
}

extension FeatureDeclaration: AnyFeature {
    func boot(in root: Root) {
        if isKept { _ = component(in: root) }
    }

    var componentType: Any.Type { Component.self }

    func wiringReadAlone(in root: Root) -> (wiring: Any, crossings: [(Crossing, any AnyFeature<Root>)]) {
        var crossed: [(Crossing, any AnyFeature<Root>)] = []
        let wiring = readAlone(root) { crossed.append(($0, $1)) }
        return (wiring, crossed)
    }
}
