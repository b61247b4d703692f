import App
import Core
import Diagnostics
import Foundation
import LifetimeDiagnostics
import Persistence
import ProfileUserLive
import TerminalMenu
import TerminalScreen

/// The app walked through every screen, as the graph export walks it: what each screen offers, and what
/// each component made. The store is the app's own file store, in a temporary folder, so that the tree
/// names the store the app runs.
@MainActor
struct WalkedApp {
    let menuMap: String
    let componentTree: String

    init() async {
        let tracker = LifetimeTracker()
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("feature-graph-walk-\(UUID())")
        let store = FileKeyValueStore(directory: data) { _ in }
        let tree = RootComponent.sample(tracker: tracker) { store }
        let steps = await tree.root.walkEveryScreen()
        let rows = steps.map(Self.row)
        let widths = (rows.map(\.title.count).max() ?? 0, rows.map(\.link.count).max() ?? 0)
        menuMap = rows.map { row in
            row.title.padding(toLength: widths.0 + 2, withPad: " ", startingAt: 0)
                + row.link.padding(toLength: widths.1 + 2, withPad: " ", startingAt: 0) + row.keys + "\n"
        }.joined()
        componentTree = Self.tree(of: tracker.records)
        withExtendedLifetime(tree) {}
        // The walk's saves end on the store's own thread: the folder is removed once they have.
        await store.flush()
        try? FileManager.default.removeItem(at: data)
    }

    /// `  Quote`, `quote`, `1 Edit quote · b Back`: the screen indented by its depth, its link (none for the
    /// main menu, `(no link)` for a flow's later step), and the keys the menu front shows.
    private static func row(_ step: ScreenWalk.Step) -> (title: String, link: String, keys: String) {
        var offered: [String]
        switch step.request {
        case .choices(let choices):
            offered = choices.map { "\($0.key) \($0.label)" }
            if step.depth == 0 {
                offered.append("q Quit")
            } else if !choices.contains(where: { $0.key == "b" }) {
                offered.append("b Back")
            }
        case .prompt(let label, _):
            offered = ([label] + step.laterPrompts).map { "\u{201C}\($0)\u{201D}" }
        }
        let title = String(repeating: "  ", count: step.depth) + step.screen.title
        return (title, step.link ?? "(no link)", offered.joined(separator: " \u{00B7} "))
    }

    /// Each component inside the one that made it, with its class and what it keeps longer than one access.
    private static func tree(of records: [LifetimeRecord]) -> String {
        let kept: [Lifetime] = [.eager, .shared, .asyncShared, .weakShared, .task]
        var lines = ""
        for scope in records.filter({ $0.lifetime == .scope }).sorted(by: { $0.path < $1.path }) {
            let names = scope.path.split(separator: ">").map { $0.trimmingCharacters(in: ["-", "^"]) }
            var line = String(repeating: "  ", count: names.count - 2) + "\(names.last ?? "") (\(scope.typeName))"
            let made = records.filter { $0.path == scope.path && $0.lifetime != .scope }
            let byLifetime = kept.compactMap { lifetime -> String? in
                let types = made.filter { $0.lifetime == lifetime }.map(\.typeName).sorted()
                return types.isEmpty ? nil : "\(lifetime): \(types.joined(separator: ", "))"
            }
            if !byLifetime.isEmpty { line += " \u{2014} " + byLifetime.joined(separator: "; ") }
            lines += line + "\n"
        }
        return lines
    }
}
