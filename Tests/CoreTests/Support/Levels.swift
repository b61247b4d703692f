import Core

// A tree four components deep, each level finding the child that is held through a weak-shared slot and
// sharing a widget: the shape the release tests hold and drop.

/// The root of the four-level tree.
final class LevelRoot: BootstrapComponent {
    private let childSlot = WeakShared<Level>()

    init(observer: (any LifetimeObserver)? = nil) { super.init(name: "Root", observer: observer) }

    private(set) lazy var widget: Widget = shared { Widget() }
    var child: Level { weakShared(childSlot) { Level(parent: self, depth: 1) } }
}

/// Levels 1 to 3. Its parent is any scope, since it needs nothing of it.
final class Level: Component<Void> {
    let depth: Int
    private let childSlot = WeakShared<Level>()

    init(parent: Scope, depth: Int) {
        self.depth = depth
        super.init(parent: parent, name: "Level\(depth)")
    }

    private(set) lazy var widget: Widget = shared { Widget() }
    var child: Level { weakShared(childSlot) { Level(parent: self, depth: depth + 1) } }
}
