import Foundation
import SettingsFeature
import TestSupport
import Testing

@testable import App

/// Another FeatureGraph holding the data directory's lock (here the test, through a descriptor of its
/// own) makes no one wait but the store's writer: the menu answers, reminders print, start-up shows the
/// menu, and the save lands once the lock is let go, which quitting waits for, saying so. The test
/// orders every event; it measures no time.
@MainActor
@Suite(.limitForATest)
struct SavingWhileLockedTests {
    private let clock = ManualClock()
    private let console = LiveConsole()
    private let data = TemporaryDirectory()

    /// Starts the app at 09:14 on the test's clock.
    private func start() -> Task<App.ExitStatus, Never> {
        let clock = clock
        let time = DayClock(clock: clock) { .seconds(9 * 3600 + 14 * 60) + clock.now.offset }
        let edges = AppEdges.test(
            console: console, environment: ["FEATURE_GRAPH_DATA_DIR": data.url.path], clock: time)
        return Task { await FeatureGraphApp.run(arguments: [], edges: edges) }
    }

    @Test func theMenuAnswersAndAReminderPrintsWhileTheSaveWaitsForTheLock() async throws {
        let lock = try HeldLock(in: data)
        let run = start()
        for line in ["1", "1", "Words.", "Someone"] { console.type(line) }
        await console.untilOutput(contains: "Another FeatureGraph is saving in \(data.url.path)")

        console.type("?")
        await console.untilOutput(contains: "Type a key and press Enter")
        await clock.untilSleeping()
        clock.advance(by: .seconds(60))
        await console.untilOutput(contains: "Reminder 09:15 \u{2014} \u{201C}Words.\u{201D} \u{2014} Someone")
        #expect(!data.fileNames.contains("quote.json"))

        lock.letGo()
        await console.untilOutput(contains: "\nSaved.\n> ")
        #expect(try data.read("quote.json").contains("\"text\" : \"Words.\""))
        console.type("q")
        #expect(await ended(run) == .success)
    }

    @Test func quittingWhileASaveWaitsSaysSoAndEndsOnceItIsWritten() async throws {
        let lock = try HeldLock(in: data)
        let run = start()
        for line in ["1", "1", "Words.", "Someone", "q"] { console.type(line) }
        await console.untilOutput(
            contains: "Still saving; FeatureGraph ends once it is written (Ctrl-C stops without it).\n")
        #expect(!data.fileNames.contains("quote.json"))

        lock.letGo()
        #expect(await ended(run) == .success)
        #expect(try data.read("quote.json").contains("\"text\" : \"Words.\""))
    }

    /// Start-up shows the menu while another FeatureGraph holds the lock, and says in one line that it
    /// waits for it before it writes.
    @Test func startUpShowsTheMenuAndSaysItWaits() async throws {
        let lock = try HeldLock(in: data)
        let run = start()
        await console.untilOutput(contains: "  q  Quit\n> ")
        await console.untilOutput(contains: "Another FeatureGraph is saving in \(data.url.path)")
        lock.letGo()
        console.type("q")
        #expect(await ended(run) == .success)
    }
}
