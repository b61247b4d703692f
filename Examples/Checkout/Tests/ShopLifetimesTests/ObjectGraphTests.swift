import Core
import ShopLifetimes
import Testing

/// The object-graph lifetime, defined outside Core: one instance per slot per build, whichever component of
/// the tree the slot belongs to, and nothing kept once the build ends.
@MainActor
@Suite struct ObjectGraphTests {
    @Test func oneBuildSharesAnInstanceAndTheNextBuildMakesANewOne() {
        let child = PairComponent(parent: BootstrapComponent())
        let first = child.buildPair()
        let second = child.buildPair()
        #expect(first.first === first.second)
        #expect(second.first === second.second)
        #expect(first.first !== second.first)
    }

    @Test func valuesLiveOnlyAsLongAsTheGraphThatUsesThem() {
        let child = PairComponent(parent: BootstrapComponent())
        var pair: (first: Widget, second: Widget)? = child.buildPair()
        weak let widget = pair?.first
        #expect(widget != nil)
        pair = nil
        #expect(widget == nil)
    }

    @Test func aBuildStartedInsideAnotherIsAGraphOfItsOwnAndLeavesTheOuterIntact() {
        let child = PairComponent(parent: BootstrapComponent())
        child.buildGraph { outer in
            let before = child.graphWidget(in: outer)
            let nested = child.buildPair()
            let after = child.graphWidget(in: outer)
            #expect(nested.first === nested.second)
            #expect(nested.first !== before)
            #expect(after === before)
        }
    }

    /// DITranquillity's diamond: A needs B and C, and both need D. One build of A gets one D.
    @Test func theDiamondGetsOneSharedInstancePerBuild() {
        let component = DiamondComponent(parent: BootstrapComponent())
        let first = component.buildA()
        let second = component.buildA()
        #expect(first.b.d === first.c.d)
        #expect(second.b.d === second.c.d)
        #expect(first.b.d !== second.b.d)
    }

    /// A build that spans a parent and its child: the parent's graph-shared value, reached through the
    /// child's dependency protocol with the child's graph, is one instance for the whole build.
    @Test func aBuildSpanningParentAndChildSharesTheParentsInstance() {
        let parent = GraphParent()
        let child = GraphChild(parent: parent, dependency: parent)
        let first = child.buildView()
        let second = child.buildView()
        #expect(first.fromParent === first.fromChild)
        #expect(second.fromParent === second.fromChild)
        #expect(first.fromParent !== second.fromParent)
        #expect(parent.madeThemes == 2)
    }

    /// A graph-shared slot may hold a child component: it keeps the child only while its build is open.
    @Test func anObjectGraphSlotMayHoldAChildComponent() {
        let root = GraphParent()
        weak let released = root.buildGraph { graph in
            let child = root.graphChild(in: graph)
            #expect(root.graphChild(in: graph) === child)
            return child
        }
        #expect(released == nil)
    }

    @Test func aGraphSharedValueIsReportedAsObjectGraphOncePerBuild() {
        let observer = MadeSpy()
        _ = DiamondComponent(parent: BootstrapComponent(name: "Root", observer: observer)).buildA()
        #expect(observer.reports.filter { $0.hasPrefix("made D ") } == ["made D (object-graph) ^->Root->Diamond"])
    }
}

/// A component with one graph-shared widget, which needs nothing of its parent.
final class PairComponent: Component<Void> {
    private let graphSlot = GraphShared<Widget>()

    func graphWidget(in graph: borrowing ObjectGraph) -> Widget { graphShared(graphSlot, in: graph) { Widget() } }

    /// One build of a small object graph: two consumers of the object-graph widget.
    func buildPair() -> (first: Widget, second: Widget) {
        buildGraph { graph in (graphWidget(in: graph), graphWidget(in: graph)) }
    }
}

// MARK: - The diamond: A needs B and C, which both need D

final class D {}
final class B {
    let d: D
    init(d: D) { self.d = d }
}
final class C {
    let d: D
    init(d: D) { self.d = d }
}
final class A {
    let b: B
    let c: C
    init(b: B, c: C) {
        self.b = b
        self.c = c
    }
}

/// Makes A from B and C, which both need the graph-shared D.
final class DiamondComponent: Component<Void> {
    private let dSlot = GraphShared<D>()

    private func d(in graph: borrowing ObjectGraph) -> D { graphShared(dSlot, in: graph) { D() } }
    private func b(in graph: borrowing ObjectGraph) -> B { B(d: d(in: graph)) }
    private func c(in graph: borrowing ObjectGraph) -> C { C(d: d(in: graph)) }

    func buildA() -> A { buildGraph { graph in A(b: b(in: graph), c: c(in: graph)) } }
}

// MARK: - A build across two components

/// What the child asks of its parent: a theme for the graph being built.
@MainActor
protocol ThemeDependency: Scope {
    func theme(in graph: borrowing ObjectGraph) -> Theme
}

final class Theme {}

/// Both halves of a view built in one graph.
struct ThemedView {
    let fromParent: Theme
    let fromChild: Theme
}

final class GraphParent: BootstrapComponent, ThemeDependency {
    private let themeSlot = GraphShared<Theme>()
    private(set) var madeThemes = 0

    func theme(in graph: borrowing ObjectGraph) -> Theme {
        graphShared(themeSlot, in: graph) {
            madeThemes += 1
            return Theme()
        }
    }

    private let childSlot = GraphShared<GraphChild>()
    func graphChild(in graph: borrowing ObjectGraph) -> GraphChild {
        graphShared(childSlot, in: graph) { GraphChild(parent: self, dependency: self) }
    }
}

final class GraphChild: Component<any ThemeDependency> {
    /// The child's part of the view asks the parent again: still the build's one theme.
    private func header(in graph: borrowing ObjectGraph) -> Theme { dependency.theme(in: graph) }

    func buildView() -> ThemedView {
        buildGraph { graph in ThemedView(fromParent: dependency.theme(in: graph), fromChild: header(in: graph)) }
    }
}
