import Composition
import Core
import LifetimeDiagnostics
import TerminalMenu
import TerminalScreen

@testable import App

/// The real menu over the real root (an in-memory store), typed into line by line as the binary types
/// each line it reads: its navigation stack ends a visit when the entry that began it leaves, as the app's.
@MainActor
final class TypedMenu {
    let tree: Tree<RootComponent>
    private let front: MenuFront

    init(tracker: LifetimeTracker? = nil) {
        tree = RootComponent.sample(tracker: tracker)
        front = MenuFront(navigation: tree.root.navigation(), console: ScriptedConsole(""))
    }

    /// How many screens are open, the main menu included.
    var depth: Int { front.navigation.depth }
    var link: String? { front.navigation.link }
    var top: any Screen { front.navigation.top }
    var features: [String] { front.navigation.features }

    func type(_ lines: String...) {
        for line in lines { _ = front.receive(line) }
    }
}
