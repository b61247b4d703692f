import TestSupport
import Testing

@testable import App

/// `--trace-lifetimes` while the menu waits: a line traced then (a task ending after a save, a load
/// finishing) starts a line of its own, and the prompt is shown again below it, never glued to it. (The
/// console here does not echo, as a terminal shows what is typed itself: a line traced right after a
/// typed one follows `> ` in the transcript, and on the screen follows the typed line.)
@MainActor
@Suite(.limitForATest)
struct TraceLayoutTests {
    private let console = LiveConsole()
    private let data = TemporaryDirectory()

    private func start() -> Task<App.ExitStatus, Never> {
        let edges = AppEdges.test(console: console, environment: ["FEATURE_GRAPH_DATA_DIR": data.url.path])
        return Task { await FeatureGraphApp.run(arguments: ["--trace-lifetimes"], edges: edges) }
    }

    @Test func theReminderTaskEndingAfterASaveStartsALineAndThePromptComesBack() async {
        let run = start()
        for line in ["2", "1", "08:00", "20:00", "30", "1"] { console.type(line) }
        await console.untilOutput(contains: "Saved: every 30 min from 08:00 to 20:00")
        await console.untilOutput(contains: "  b  Back\n> ")
        // The task the save replaced ends once it sees it was cancelled: before the notice, or, on a busy
        // machine, after the screen it returns to. Either way its line is one of its own, and a prompt
        // follows it.
        let taskEnded = "[lifetime] ended task reminders ^->Root->Settings\n"
        await console.untilOutput(contains: "> ", after: taskEnded)

        // The save's notice comes before the screen it returns to, on a line of its own.
        let (beforeSave, afterSave) = (
            console.output.components(separatedBy: "Saved: every").first ?? "",
            console.output.components(separatedBy: "Saved: every").last ?? ""
        )
        #expect(
            afterSave.hasPrefix(
                " 30 min from 08:00 to 20:00 \u{2014} 24 a day, the last at 19:30.\n\nNotification settings\n"))
        #expect(beforeSave.contains("\n[lifetime] released NotificationsFlowStore (weak-shared) ^->Root->Settings\n"))
        #expect(beforeSave.hasSuffix("\n"))
        #expect(console.output.contains("\n" + taskEnded))
        #expect(!console.output.contains("> [lifetime] ended task"))
        #expect(!console.output.contains("> Saved"))
        console.type("q")
        #expect(await ended(run) == .success)
    }

    /// Leaving a visit traces its releases at once, before the screen it returns to: the trace shows the visit
    /// ended where the person ended it, not at whatever is reported next.
    @Test func aVisitsReleasesAreTracedBeforeTheScreenItReturnsTo() async throws {
        let run = await AppRun(["--trace-lifetimes"], input: "3\nb\nq\n", echoesInput: true)
        let returned = try #require(run.output.components(separatedBy: "> b\n").dropFirst().first)
        let release = try #require(
            returned.range(of: "[lifetime] released ProfileComponent (scope) ^->Root->Profile\n"))
        let menu = try #require(returned.range(of: "\nFeatureGraph\n"))
        #expect(release.upperBound <= menu.lowerBound)
    }

    @Test func aLoadFinishingIsTracedBelowThePromptAndBeforeTheScreenItRedraws() async {
        let run = start()
        console.type("3")
        await console.untilOutput(contains: "\nProfile\nAda Lovelace\n")

        let afterLoading = console.output.components(separatedBy: "Loading\u{2026}\n").last ?? ""
        #expect(afterLoading.contains("  b  Back\n> \n[lifetime] created ProfileUser (async-shared)"))
        #expect(!console.output.contains("> [lifetime] created ProfileUser"))
        #expect(!console.output.contains("> > "))
        console.type("q")
        #expect(await ended(run) == .success)
    }
}

/// A line the store reports while the menu waits (a file read as a load ends) starts a line of its own,
/// on a terminal as well as piped, and the prompt is there below it.
@MainActor
@Suite(.limitForATest)
struct LateReportLayoutTests {
    @Test func aFileRefusedAsALoadEndsIsReportedOnALineOfItsOwn() async throws {
        let console = LiveConsole()
        let data = TemporaryDirectory()
        try data.write(#"{"schemaVersion": 2, "value": {"photos": "nobody"}}"#, to: "privacy-preferences.json")
        let edges = AppEdges.test(console: console, environment: ["FEATURE_GRAPH_DATA_DIR": data.url.path])
        let run = Task { await FeatureGraphApp.run(arguments: [], edges: edges) }
        console.type("3")
        await console.untilOutput(contains: "\nProfile\nAda Lovelace\n")
        await console.untilOutput(contains: "defaults are used.\n> ")

        let report = try #require(console.output.range(of: "\(data.url.path)/privacy-preferences.json holds"))
        #expect(console.output[..<report.lowerBound].hasSuffix("\n"))
        #expect(!console.output.contains("> \(data.url.path)"))
        console.type("q")
        #expect(await ended(run) == .success)
    }
}
