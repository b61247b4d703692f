import Core

// Small hand-written components for the lifetime tests: a root that satisfies a child's dependency, the
// way the App's RootComponent satisfies each feature's.

/// A plain object whose identity and release the tests watch.
final class Widget {}

/// What `ChildComponentUnderTest` needs from its parent.
@MainActor
protocol ChildDependency: Scope {
    var rootWidget: Widget { get }
}

/// A root with one shared widget, satisfying `ChildDependency`.
final class RootUnderTest: BootstrapComponent, ChildDependency {
    init(observer: (any LifetimeObserver)? = nil) {
        super.init(name: "Root", observer: observer)
    }

    private(set) lazy var rootWidget: Widget = shared { Widget() }
    var child: ChildComponentUnderTest { ChildComponentUnderTest(parent: self, dependency: self) }
}

/// A child with one slot of each lifetime.
final class ChildComponentUnderTest: Component {
    let dependency: any ChildDependency

    init(parent: Scope, dependency: any ChildDependency) {
        self.dependency = dependency
        super.init(parent: parent)
    }

    private let weakSlot = WeakShared<Widget>()
    private let graphSlot = GraphShared<Widget>()

    var madeByFactory: Widget { factory { Widget() } }
    private(set) lazy var sharedWidget: Widget = shared { Widget() }
    var weakWidget: Widget { weakShared(weakSlot) { Widget() } }
    func graphWidget(in graph: borrowing ObjectGraph) -> Widget { graphShared(graphSlot, in: graph) { Widget() } }

    /// One build of a small object graph: two consumers of the object-graph widget.
    func buildPair() -> (first: Widget, second: Widget) {
        buildGraph { graph in (graphWidget(in: graph), graphWidget(in: graph)) }
    }
}
