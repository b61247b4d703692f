import TestSupport
import Testing

@testable import App

/// The notification-settings flow through the real composition root and menu.
@MainActor
@Suite(.limitForATest) struct NotificationSettingsSessionTests {
    @Test func aSavedScheduleShowsOnTheMainMenuAtOnceAndInTheNextRun() async {
        let data = TemporaryDirectory()
        let run = await AppRun(input: "2\n1\n22:00\n6:00\n60\n1\nb\nq\n", dataDirectory: data)
        #expect(
            run.output.contains(
                "> Saved: every 60 min from 22:00 to 06:00 the next day \u{2014} 8 a day, the last at 05:00.\n"))
        #expect(
            run.output.hasSuffix(
                MainMenuText.screen(
                    schedule: "every 60 min from 22:00 to 06:00 the next day \u{2014} 8 a day, the last at 05:00")))

        let next = await AppRun(input: "q\n", dataDirectory: data)
        #expect(
            next.output.hasPrefix(
                "FeatureGraph\nNotifications every 60 min from 22:00 to 06:00 the next day \u{2014} 8 a day, the last at 05:00\n"
            ))
    }

    /// The stop time the user typed is shown, and the review, the saved notice, Notification settings and
    /// the main menu say the window the same way.
    @Test func theWindowIsSaidTheSameWayEverywhere() async {
        let run = await AppRun(input: "2\n1\n08:30\n21:30\n30\n1\nb\nq\n")
        let window = "every 30 min from 08:30 to 21:30 \u{2014} 26 a day, the last at 21:00"
        #expect(run.output.contains("Review schedule\nNotifications \(window)\n"))
        #expect(run.output.contains("> Saved: \(window).\n\nNotification settings\nNotifications \(window)\n"))
        #expect(run.output.hasSuffix(MainMenuText.screen(schedule: window)))
    }

    /// A stop before the start is a window over midnight, and the review says so before Save.
    @Test func aStopBeforeTheStartSaysTheWindowRunsIntoTheNextDay() async {
        let run = await AppRun(input: "2\n1\n07:30\n07:00\n\n")
        #expect(run.output.contains("Review schedule\nNotifications every 15 min from 07:30 to 07:00 the next day"))
    }

    @Test func cancelLeavesTheSavedScheduleAsItWas() async {
        let data = TemporaryDirectory()
        _ = await AppRun(input: "2\n1\n8:00\n\n\n1\nq\n", dataDirectory: data)
        let run = await AppRun(input: "2\n1\n10:00\n11:00\nc\nq\n", dataDirectory: data)
        #expect(
            run.output.contains(
                "> Cancelled; the schedule is unchanged.\n\nNotification settings\n"
                    + "Notifications every 15 min from 08:00 to 21:00 \u{2014} 52 a day, the last at 20:45\n"))
        await #expect(
            AppRun(input: "q\n", dataDirectory: data).output.contains(
                "from 08:00 to 21:00 \u{2014} 52 a day, the last at 20:45"))
    }

    @Test func endOfInputInTheMiddleOfAFlowSavesNothing() async {
        let data = TemporaryDirectory()
        let run = await AppRun(input: "2\n1\n10:00\n11:00\n5\n", dataDirectory: data)
        #expect(run.status == .success)
        await #expect(
            AppRun(input: "q\n", dataDirectory: data).output.contains(
                "from 09:00 to 21:00 \u{2014} 48 a day, the last at 20:45"))
    }

    @Test func theReviewOffersItsOwnBackAndCancel() async {
        let run = await AppRun(input: "2\n1\n\n\n\n")
        #expect(
            run.output.hasSuffix(
                """
                Review schedule
                Notifications every 15 min from 09:00 to 21:00 \u{2014} 48 a day, the last at 20:45

                  1  Save
                  b  Back to step 3
                  c  Cancel
                > 
                Left at settings/schedule \u{2014} feature-graph resume comes back here.

                """))
    }

    @Test func anInvalidTimeGetsOneLineAndTheSamePromptAgain() async {
        let run = await AppRun(input: "2\n1\n25:99\n")
        #expect(
            run.output.hasSuffix(
                "> Enter a time as HH:mm, from 00:00 to 23:59.\nStart time (HH:mm)\n> \n"
                    + "Left at settings/schedule \u{2014} feature-graph resume comes back here.\n"))
    }

    @Test func theTraceShowsTheFlowStoreMadeAndReleased() async {
        let run = await AppRun(["--trace-lifetimes"], input: "2\n1\nc\nq\n")
        let created = run.output.range(
            of: "[lifetime] created NotificationsFlowStore (weak-shared) ^->Root->Settings\n")
        let released = run.output.range(
            of: "[lifetime] released NotificationsFlowStore (weak-shared) ^->Root->Settings\n")
        #expect(created != nil)
        #expect(released != nil)
        // Released with the flow's last screen, before the notice that the flow was cancelled.
        #expect(
            run.output.contains("[lifetime] released NotificationsFlowStore (weak-shared) ^->Root->Settings\nCancelled")
        )
    }

    @Test func quittingInTheMiddleOfAFlowReleasesItsStore() async throws {
        let run = await AppRun(["--trace-lifetimes"], input: "2\n1\n10:00\nq\n")
        let afterQuit = try #require(run.output.components(separatedBy: "> ").last)
        #expect(afterQuit.contains("[lifetime] released NotificationsFlowStore (weak-shared) ^->Root->Settings\n"))
        #expect(!run.output.contains("Saved"))
    }

    @Test func endOfInputInTheMiddleOfAFlowReleasesItsStoreToo() async throws {
        let run = await AppRun(["--trace-lifetimes"], input: "2\n1\n10:00\n")
        let afterLastPrompt = try #require(run.output.components(separatedBy: "> ").last)
        #expect(
            afterLastPrompt.contains("[lifetime] released NotificationsFlowStore (weak-shared) ^->Root->Settings\n"))
    }
}
