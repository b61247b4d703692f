import Core
import TestSupport
import Testing

/// What the root keeps for the app's run: one child per tree whoever holds it, released when the app lets
/// go of its tree.
@MainActor
@Suite(.limitForATest) struct KeptTests {
    @Test func aKeptChildIsOnePerTreeThoughNobodyElseHoldsIt() {
        let tree = Tree(KeepingRoot())
        weak let kept = tree.root.session
        #expect(kept != nil)
        #expect(tree.root.session === kept)
    }

    /// Letting go of the tree lets go of what the root keeps, and then of the root, which each kept child
    /// held: every level and everything it made is released.
    @Test func lettingGoOfTheTreeReleasesTheKeptChildrenAndTheRoot() {
        var tree: Tree<KeepingRoot>? = Tree(KeepingRoot())
        weak let root = tree?.root
        weak let session = tree?.root.session
        weak let widget = tree?.root.session.sharedWidget
        #expect(root != nil && session != nil && widget != nil)

        tree = nil

        #expect(root == nil && session == nil && widget == nil)
    }

    @Test func aKeptChildsTasksEndWhenTheTreeIsLetGo() async {
        var tree: Tree<KeepingRoot>? = Tree(KeepingRoot())
        let task = tree?.root.session.startTask(named: "waiting") {
            let (cancelledOnly, _) = AsyncStream<Void>.makeStream()
            for await _ in cancelledOnly {}  // ends when the task is cancelled
        }
        tree = nil
        await ended(task?.running)
        #expect(task?.isRunning == false)
    }

    /// Whoever still holds the root after the tree is let go of gets a child that nobody keeps: nothing
    /// is kept that nothing could release.
    @Test func afterTheTreeIsLetGoAChildIsKeptByNobody() {
        var tree: Tree<KeepingRoot>? = Tree(KeepingRoot())
        let root = tree?.root
        tree = nil
        weak let late = root?.session
        #expect(late == nil)
    }

    /// A wiring given as the dependency, beside a component as the parent, makes a child of that component.
    @Test func aWiringIsGivenBesideTheParent() {
        let root = BootstrapComponent(name: "Root")
        let child = WiredChild(parent: root, dependency: WidgetWiring())
        #expect(child.path == "^->Root->WiredChild")
        #expect(child.dependency.widget === WidgetWiring.widget)
    }

    /// A wiring that holds nothing of the parent: the child still keeps its parent, and so its path.
    @Test func aChildGivenAWiringKeepsItsParentAlive() {
        var root: BootstrapComponent? = BootstrapComponent(name: "Root")
        weak let weakRoot = root
        let child = root.map { WiredChild(parent: $0, dependency: WidgetWiring()) }
        root = nil
        #expect(weakRoot != nil)
        #expect(child?.path == "^->Root->WiredChild")
    }
}

/// A root that keeps one child for the app's run.
private final class KeepingRoot: BootstrapComponent, ChildDependency {
    private let sessionSlot = Kept<ChildComponentUnderTest>()
    let rootWidget = Widget()

    init() { super.init(name: "Root") }

    var session: ChildComponentUnderTest {
        keep(sessionSlot) { ChildComponentUnderTest(parent: self, dependency: self) }
    }
}

/// Needs met by a value, not by the parent: the shape the App gives each feature.
@MainActor
private protocol WidgetNeeds {
    var widget: Widget { get }
}

@MainActor
private struct WidgetWiring: WidgetNeeds {
    static let widget = Widget()
    var widget: Widget { Self.widget }
}

private final class WiredChild: Component<any WidgetNeeds> {}
