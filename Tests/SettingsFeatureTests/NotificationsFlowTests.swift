import Core
import SettingsFakes
import SettingsFeature
import TerminalScreen
import TestSupport
import Testing

@MainActor
@Suite struct NotificationsFlowTests {
    /// Every step sees the one store of its flow: what step 1 records, the others and the review read.
    @Test func everyStepOfOneFlowGetsTheSameStore() {
        let settings = SettingsUnderTest().settings
        let stack = openFlow(settings)
        stack.type(["08:00", "21:30", "45"])
        #expect(
            stack.top.content == [
                "Notifications every 45 min from 08:00 to 21:30 \u{2014} 18 a day, the last at 20:45"
            ])
        #expect(settings.flowStore.draft.start == time(8, 0))
    }

    @Test func eachStepIsAScreenOfItsOwnThenTheReview() {
        let stack = openFlow(SettingsUnderTest().settings)
        #expect(stack.top.title == "Change schedule \u{2014} step 1 of 3")
        stack.type("")
        #expect(stack.top.title == "Change schedule \u{2014} step 2 of 3")
        stack.type("")
        #expect(stack.top.title == "Change schedule \u{2014} step 3 of 3")
        stack.type("")
        #expect(stack.top.title == "Review schedule")
        #expect(stack.screens.count == 5)
    }

    @Test func theStoreLivesWhileAnyStepIsShownAndGoesWithTheLast() {
        let settings = SettingsUnderTest().settings
        let stack = openFlow(settings)
        weak let store = settings.flowStore
        stack.type(["08:00", ""])
        #expect(stack.screens.count == 4)
        stack.type("b")
        stack.type("b")
        #expect(stack.screens.count == 2)
        #expect(store != nil)

        stack.type("b")

        #expect(stack.top.title == "Notification settings")
        #expect(store == nil)
    }

    @Test func aSaveThatChangesNothingSaysSoAndWritesNothing() {
        let given = SettingsUnderTest()
        let stack = openFlow(given.settings)
        stack.type(["", "", "", "1"])
        #expect(stack.notice == "Nothing changed; the schedule is as it was.")
        #expect(stack.top.title == "Notification settings")
        #expect(given.storage.saved.isEmpty)
    }

    @Test func theStoreIsReleasedWhenTheFlowIsSaved() {
        let settings = SettingsUnderTest().settings
        let stack = openFlow(settings)
        weak let store = settings.flowStore
        stack.type(["", "", "30", "1"])

        #expect(stack.top.title == "Notification settings")
        #expect(store == nil)
    }

    @Test func cAtAnyStepLeavesTheWholeFlow() {
        for depth in 0...3 {
            let settings = SettingsUnderTest().settings
            let stack = openFlow(settings)
            weak let store = settings.flowStore
            stack.type(Array(repeating: "", count: depth))
            stack.type("c")
            #expect(stack.screens.count == 1, "after \(depth) steps")
            #expect(stack.top.title == "Notification settings")
            #expect(stack.notice == "Cancelled; the schedule is unchanged.")
            #expect(store == nil)
        }
    }

    @Test func theNextFlowGetsANewStorePrefilledFromWhatWasSaved() {
        let settings = SettingsUnderTest().settings
        let first = openFlow(settings)
        weak let firstStore = settings.flowStore
        first.type(["08:00", "", "30", "1"])
        #expect(firstStore == nil)

        let second = openFlow(settings)
        #expect(second.top.content.first == "Current: 08:00")
        #expect(settings.flowStore.draft.frequencyMinutes == 30)
    }

    @Test func savingPersistsTheAnswersAndSummarisesThem() {
        let given = SettingsUnderTest()
        let settings = given.settings
        let stack = openFlow(settings)
        stack.type(["22:00", "6:00", "60"])

        #expect(stack.top.title == "Review schedule")
        stack.type("1")
        #expect(
            stack.notice == "Saved: every 60 min from 22:00 to 06:00 the next day \u{2014} 8 a day, the last at 05:00.")
        #expect(
            given.storage.saved == [
                NotificationSchedule(start: time(22, 0), stop: time(6, 0), frequencyMinutes: 60)
            ])
        #expect(settings.scheduleModel.schedule.start == time(22, 0))
    }

    @Test func backGoesToThePreviousStepKeepingWhatWasEntered() {
        let settings = SettingsUnderTest().settings
        let stack = openFlow(settings)
        stack.type("10:30")
        stack.type("b")
        #expect(stack.top.title == "Change schedule \u{2014} step 1 of 3")
        #expect(stack.top.content.first == "Current: 10:30")
        stack.type(["", "", "45"])
        stack.type("b")  // from the review, back to step 3
        #expect(stack.top.content.first == "Current: 45 min")
    }

    @Test func cancelLeavesTheSavedScheduleAsItWas() {
        let given = SettingsUnderTest()
        let settings = given.settings
        let stack = openFlow(settings)
        stack.type(["05:00", "C"])
        #expect(stack.notice == "Cancelled; the schedule is unchanged.")
        #expect(given.storage.saved.isEmpty)
        #expect(settings.scheduleModel.schedule == .default)
    }

    @Test func whatQuittingWouldDiscardIsAnAnswerThatChangesTheSchedule() {
        let settings = SettingsUnderTest().settings
        let stack = openFlow(settings)
        #expect(stack.top.unsavedInput == nil)
        stack.type([""])
        #expect(stack.top.unsavedInput == nil)
        stack.type(["22:00"])
        #expect(stack.top.unsavedInput == "the schedule you were changing")
    }

    @Test func backFromTheFirstStepLeavesTheFlow() {
        let screen = SettingsUnderTest().settings.startTimeScreen
        #expect(Outcome(screen.handle("b")) == .close("Left the flow; the schedule is unchanged."))
    }

    @Test(arguments: [
        (0, "25:00", "Enter a time as HH:mm, from 00:00 to 23:59."),
        (0, "noon", "Enter a time as HH:mm, from 00:00 to 23:59."),
        (1, "21", "Enter a time as HH:mm, from 00:00 to 23:59."),
        (1, "09:00", "The stop time must differ from the start time (09:00); a window may cross midnight."),
        (2, "0", "Enter a whole number of minutes from 1 to 1440."),
        (2, "1441", "Enter a whole number of minutes from 1 to 1440."),
        (2, "15.5", "Enter a whole number of minutes from 1 to 1440."),
        (2, "99999999999999999999999", "Enter a whole number of minutes from 1 to 1440."),
        (2, "-5", "Enter a whole number of minutes from 1 to 1440."),
        (2, "+15", "Enter a whole number of minutes from 1 to 1440."),
        (2, "1e3", "Enter a whole number of minutes from 1 to 1440."),
        (2, "\u{0661}\u{0665}", "Enter a whole number of minutes from 1 to 1440."),
    ])
    func refusesAnInvalidValueWithOneLineAndAsksAgain(step: Int, typed: String, rule: String) throws {
        let stack = openFlow(SettingsUnderTest().settings)
        stack.type(Array(repeating: "", count: step))
        let screen = stack.top
        let label = try #require(screen.request.promptLabel)
        #expect(Outcome(screen.handle(typed)) == .stay(rule))
        #expect(screen.request.promptLabel == label)
    }

    /// The ends of the range: once a minute, and once a day.
    @Test(arguments: [("1", 1), ("1440", 1440), ("0020", 20), (" 30 ", 30)])
    func acceptsEveryFrequencyFrom1To1440(typed: String, minutes: Int) {
        let given = SettingsUnderTest()
        let stack = openFlow(given.settings)
        stack.type(["", "", typed, "1"])
        #expect(given.storage.saved.map(\.frequencyMinutes) == [minutes])
    }

    @Test func keepingAStopEqualToANewStartIsRefusedToo() {
        let stack = openFlow(SettingsUnderTest().settings)
        stack.type("21:00")
        let screen = stack.top
        #expect(
            Outcome(screen.handle(""))
                == .stay("The stop time must differ from the start time (21:00); a window may cross midnight."))
    }

    @Test func aFailedSaveKeepsTheScheduleForTheSessionAndSaysWhy() {
        let given = SettingsUnderTest()
        given.storage.failsToSave = true
        let settings = given.settings
        let stack = openFlow(settings)
        stack.type(["", "", "20", "1"])
        #expect(
            stack.notice
                == "Could not save to /data/notification-schedule.json: Read-only file system. "
                + "The schedule is in force for this session only.")
        #expect(stack.top.title == "Notification settings")
        #expect(settings.scheduleModel.schedule.frequencyMinutes == 20)
    }

    @Test func aScheduleAnotherRunSavedFirstIsSaidAndPutInForceInPlaceOfTheFlows() {
        let given = SettingsUnderTest()
        let theirs = NotificationSchedule(start: time(6, 0), stop: time(7, 0), frequencyMinutes: 45)
        given.storage.savedElsewhere = theirs
        let settings = given.settings
        let stack = openFlow(settings)
        stack.type(["", "", "20", "1"])
        #expect(
            stack.notice
                == "Not saved: another FeatureGraph saved a different schedule first, and that one is in force.")
        #expect(stack.top.title == "Notification settings")
        #expect(settings.scheduleModel.schedule == theirs)
        #expect(given.storage.saved == [])
    }

    @Test func theFlowsStoreIsWeakSharedInTheSettingsComponent() {
        let observer = SpyObserver()
        let settings = SettingsUnderTest(observer: observer).settings
        _ = openFlow(settings)
        #expect(observer.reports.contains("made NotificationsFlowStore (weak-shared) ^->FakeRoot->Settings"))
    }
}

/// The Notification settings screen with Change schedule chosen: a flow open on top of it.
@MainActor
private func openFlow(_ settings: SettingsComponent) -> ScreenStack {
    let stack = ScreenStack(SettingsDestination.settings, of: settings)
    stack.type("1")
    return stack
}
