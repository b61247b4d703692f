import App
import Core
import LifetimeDiagnostics
import Persistence
import TerminalMenu

/// Visits every screen of the real app through its menu, over in-memory storage, as a person would type
/// it: Quote and Edit quote (saving), Notification settings and its flow (saved, then cancelled), Profile,
/// View as (two viewers), Privacy preferences and one section, and Diagnostics, back to the main menu
/// each time, with the app's lifetime tracker attached.
@MainActor
final class ScreenVisits {
    /// One visit of every screen, from the main menu back to it.
    static let everyScreen = [
        "1", "1", "New words.", "Someone", "b",
        "2", "1", "", "", "", "1", "1", "c", "b",
        "3", "1", "2", "1", "3", "2", "1", "1", "b", "b",
        "4", "b",
    ]

    private let events = MenuEvents()
    private lazy var tree = RootComponent.sample(tracker: LifetimeTracker(), reminderInbox: events)

    /// Runs `cycles` visits of every screen in one menu session.
    func run(_ cycles: Int) async {
        await FeatureGraphApp.showMenu(
            of: tree, console: ReplayConsole(Self.everyScreen, times: cycles), events: events)
    }
}

/// Types a script `times` times over, then ends the input; what the menu writes is dropped.
@MainActor
final class ReplayConsole: Console {
    let isStyled = false
    let echoesInput = false
    let waitsForLoads = true
    private let script: [String]
    private var remaining: Int
    private var next = 0

    init(_ script: [String], times: Int) {
        self.script = script
        remaining = times
    }

    func nextLine() async -> String? {
        guard remaining > 0 else { return nil }
        let line = script[next]
        next += 1
        if next == script.count {
            next = 0
            remaining -= 1
        }
        return line
    }

    func write(_ text: String) {}
    func writeError(_ text: String) {}
}
