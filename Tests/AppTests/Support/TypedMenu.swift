import Core
import LifetimeDiagnostics
import TerminalMenu
import TerminalScreen

@testable import App

/// The real menu over the real root (an in-memory store), typed into line by line as the binary types
/// each line it reads; each screen it closes is told to the root, as the app tells it, so a visit ends
/// when its first screen closes.
@MainActor
final class TypedMenu {
    let tree: Tree<RootComponent>
    private let front: MenuFront

    init(tracker: LifetimeTracker? = nil) {
        tree = RootComponent.sample(tracker: tracker)
        let root = tree.root
        front = MenuFront(home: root.mainMenu, console: ScriptedConsole("")) { root.closed($0) }
    }

    var navigation: Navigation { front.navigation }

    func type(_ lines: String...) {
        for line in lines { _ = front.receive(line) }
    }
}
