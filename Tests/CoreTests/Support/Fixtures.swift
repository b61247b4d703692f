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

/// A child with one slot of each of Core's lifetimes.
final class ChildComponentUnderTest: Component<any ChildDependency> {
    private let weakSlot = WeakShared<Widget>()

    var madeByFactory: Widget { factory { Widget() } }
    private(set) lazy var sharedWidget: Widget = shared { Widget() }
    var weakWidget: Widget { weakShared(weakSlot) { Widget() } }
}
