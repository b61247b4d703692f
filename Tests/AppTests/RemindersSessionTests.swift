import SettingsFeature
import TestSupport
import Testing

@testable import App

/// The reminders in the running app: each comes while the menu waits for a line, through the same output
/// as everything else, with the prompt shown again below it; a saved schedule takes effect at once, and
/// nothing comes after the app ends. The clock is a manual one the test moves.
@MainActor
@Suite(.limitForATest)
struct RemindersSessionTests {
    private let clock = ManualClock()
    private let console = LiveConsole()
    private let data = TemporaryDirectory()
    private static let einstein =
        "\u{201C}Two things are infinite: the universe and human stupidity; and I'm not sure about the universe."
        + "\u{201D} \u{2014} Albert Einstein"

    /// Starts the app at 09:14.
    private func start() -> Task<App.ExitStatus, Never> {
        let clock = clock
        let time = DayClock(clock: clock) { .seconds(9 * 3600 + 14 * 60) + clock.now.offset }
        let console = console
        let environment = ["FEATURE_GRAPH_DATA_DIR": data.url.path]
        return Task {
            await FeatureGraphApp.run(
                arguments: [], edges: .test(console: console, environment: environment, clock: time))
        }
    }

    @Test func aReminderComesWhileTheMenuWaitsAndThePromptIsShownAgain() async {
        let run = start()
        await console.untilOutput(contains: "  q  Quit\n> ")
        await clock.untilSleeping()

        clock.advance(by: .seconds(60))
        await console.untilOutput(contains: "Reminder 09:15")
        #expect(console.output.hasSuffix("  q  Quit\n> \nReminder 09:15 \u{2014} \(Self.einstein)\n> "))

        console.type("2")
        console.type("1")
        await console.untilOutput(contains: "Start time (HH:mm)\n> ")
        await clock.untilSleeping()
        clock.advance(by: .seconds(15 * 60))
        await console.untilOutput(contains: "Reminder 09:30")
        #expect(
            console.output.hasSuffix(
                "> \nReminder 09:30 \u{2014} \(Self.einstein)\nStart time (HH:mm)\n> "))

        console.type("c")
        console.type("q")
        #expect(await ended(run) == App.ExitStatus.success)
    }

    @Test func aSavedScheduleTakesEffectAtOnce() async {
        let run = start()
        await console.untilOutput(contains: "  q  Quit\n> ")
        for line in ["2", "1", "", "", "1", "1"] { console.type(line) }  // every minute
        await console.untilOutput(contains: "Saved: every 1 min")
        await clock.untilSleeping()

        clock.advance(by: .seconds(60))
        await console.untilOutput(contains: "Reminder 09:15")
        await clock.untilSleeping()
        clock.advance(by: .seconds(60))
        await console.untilOutput(contains: "Reminder 09:16")

        console.endInput()
        #expect(await ended(run) == App.ExitStatus.success)
    }

    @Test func noReminderComesAfterTheAppEnds() async {
        let run = start()
        await console.untilOutput(contains: "  q  Quit\n> ")
        await clock.untilSleeping()
        console.type("q")
        #expect(await ended(run) == App.ExitStatus.success)
        let ended = console.output

        clock.advance(by: .seconds(24 * 3600))

        #expect(clock.sleeperCount == 0)
        #expect(console.output == ended)
    }
}
