import App
import Diagnostics
import Foundation
import LifetimeDiagnostics
import Persistence
import ProfileUserLive
import SettingsFeature
import TerminalMenu
import TerminalScreen

/// What each generated block holds, by name, made from the code and the running app.
@MainActor
enum GeneratedBlocks {
    static func all(package: URL) async -> [String: String] {
        var blocks: [String: String] = [
            "graph": "```mermaid\n\(await run(["graph", "--format", "mermaid"]))```",
            "tour": await tour(),
            "usage": "```\n\(await run(["--help"]))```",
            "diagnostics": await diagnostics(),
            "captive-at-the-end": captiveAtTheEnd(),
            "compile-safety": CompileSafetyTable.markdown(in: package),
            "syncups-size": ExampleSize.sentence(of: "Examples/SyncUps", in: package),
            "syncups-compile-safety": CompileSafetyTable.markdown(
                in: package, fixtures: "Examples/SyncUps/CompileSafety"),
        ]
        let walk = await WalkedApp()
        blocks["menu-map"] = "```\n\(walk.menuMap)```"
        blocks["component-tree"] = "```\n\(walk.componentTree)```"
        blocks["folders"] = PackageTables.folders
        blocks["test-targets"] = PackageTables.testTargets(in: package)
        for (name, snippet) in Snippets.all(in: package).merging(
            Snippets.scaffoldedRoot().merging(Snippets.scaffoldedAlone(), uniquingKeysWith: { $1 }),
            uniquingKeysWith: { $1 }
        )
        .merging(CompileSafetyTable.expectations(in: package), uniquingKeysWith: { $1 }) {
            blocks[name] = snippet
        }
        return blocks
    }

    /// The time of day is noon, and no reminder falls due while a script runs.
    private static let noon = DayClock(clock: ContinuousClock(), timeOfDay: { .seconds(12 * 3600) })

    /// What `feature-graph ARGUMENTS` prints with `input` piped in, under `environment`.
    private static func run(_ arguments: [String], input: String = "", environment: [String: String] = [:]) async
        -> String
    {
        let console = ScriptedConsole(input, echoesInput: true)
        let edges = AppEdges(
            console: console, environment: environment,
            openStore: { directory, report in FileKeyValueStore(directory: directory, report: report) },
            clock: noon, userSource: SampleUserFile())
        _ = await FeatureGraphApp.run(arguments: arguments, edges: edges)
        return console.output
    }

    /// The README's tour: a flow opened, answered twice and cancelled, with the trace on.
    private static func tour() async -> String {
        let input = #"2\n1\n08:00\n\nc\nq\n"#
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("feature-graph-docs-\(UUID())")
        defer { try? FileManager.default.removeItem(at: data) }
        let transcript = await run(
            ["--trace-lifetimes", "--data-dir", data.path], input: input.replacingOccurrences(of: #"\n"#, with: "\n"))
        return """
            ```sh
            printf '\(input)' | swift run feature-graph --trace-lifetimes --data-dir "$(mktemp -d)"
            ```

            ```text
            \(transcript.trimmingCharacters(in: .newlines))
            ```
            """
    }

    /// What the end of a run prints when Profile's component is still held after its visit ended.
    private static func captiveAtTheEnd() -> String {
        let tracker = LifetimeTracker()
        let tree = RootComponent.sample(tracker: tracker)
        var navigation = tree.root.navigation()
        _ = navigation.open(link: ["profile"])
        let kept = navigation.top
        navigation.closeAll()
        tracker.runEnded()
        defer { withExtendedLifetime(kept) {} }
        return "```\n" + FeatureGraphApp.lifetimeReports(of: tracker).joined(separator: "\n") + "\n```"
    }

    /// The Diagnostics screen after a flow was opened and cancelled, for a user whose home is /home/ada.
    private static func diagnostics() async -> String {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("feature-graph-home-\(UUID())")
        defer { try? FileManager.default.removeItem(at: home) }
        let output = await run([], input: "2\n1\nc\nb\n4\nq\n", environment: ["HOME": home.path])
        let screen = output.components(separatedBy: "\nDiagnostics\n").last ?? ""
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
            .prefix { !$0.hasPrefix("  b  Back") }
        return "```\n"
            + lines.joined(separator: "\n").trimmingCharacters(in: .newlines)
            .replacingOccurrences(of: home.path, with: "/home/ada") + "\n```"
    }
}
