import Core

// A tree four components deep, each level finding its child through a ChildScope slot and sharing a
// widget: the shape the release tests hold and drop.

/// What every level below the root needs: nothing but a parent that is a level or the root.
@MainActor
protocol LevelParent {}

/// The root of the four-level tree.
@MainActor
final class LevelRoot: BootstrapComponent, LevelParent {
    private let childSlot = ChildScope<Level>()
    private let widgetSlot = Shared<Widget>()

    init(tracker: LifetimeTracker? = nil) { super.init(name: "Root", tracker: tracker) }

    var widget: Widget { shared(widgetSlot) { Widget() } }
    var child: Level { childScope(childSlot) { Level(parent: self, depth: 1) } }
    func discardChild() { discard(childSlot) }
}

/// Levels 1 to 3.
@MainActor
final class Level: Component<any LevelParent>, LevelParent {
    let depth: Int
    private let childSlot = ChildScope<Level>()
    private let widgetSlot = Shared<Widget>()

    init(parent: some Scope & LevelParent, depth: Int) {
        self.depth = depth
        super.init(parent: parent, dependency: parent, name: "Level\(depth)")
    }

    var widget: Widget { shared(widgetSlot) { Widget() } }
    var child: Level { childScope(childSlot) { Level(parent: self, depth: depth + 1) } }
    func discardChild() { discard(childSlot) }
}
