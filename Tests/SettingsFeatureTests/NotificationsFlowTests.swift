import Core
import SettingsFeature
import Testing

@MainActor
@Suite struct NotificationsFlowTests {
    @Test func everyStepOfOneFlowGetsTheSameStore() {
        let settings = SettingsComponent(parent: FakeSettingsParent())
        let flow = settings.notificationsFlow
        let store = settings.flowStore
        #expect(flow.startStep.store === store)
        #expect(flow.stopStep.store === store)
        #expect(flow.frequencyStep.store === store)
        #expect(flow.saver === store)
    }

    @Test func theStoreIsReleasedWhenTheFlowIsSaved() {
        let settings = SettingsComponent(parent: FakeSettingsParent())
        var screen: NotificationsFlowScreen? = settings.notificationsFlow.flowScreen
        weak let store = settings.flowStore
        weak let flow = screen?.flow
        for line in ["", "", "", "1"] { _ = screen?.handle(line) }

        screen = nil

        #expect(store == nil)
        #expect(flow == nil)
    }

    @Test func theStoreIsReleasedWhenTheFlowIsCancelled() {
        let settings = SettingsComponent(parent: FakeSettingsParent())
        var screen: NotificationsFlowScreen? = settings.notificationsFlow.flowScreen
        weak let store = settings.flowStore
        #expect(isClose(screen?.handle("c"), notice: "Cancelled; the schedule is unchanged."))

        screen = nil

        #expect(store == nil)
    }

    @Test func theNextFlowGetsANewStorePrefilledFromWhatWasSaved() {
        let settings = SettingsComponent(parent: FakeSettingsParent())
        var first: NotificationsFlowScreen? = settings.notificationsFlow.flowScreen
        weak let firstStore = settings.flowStore
        for line in ["08:00", "", "30", "1"] { _ = first?.handle(line) }
        first = nil
        #expect(firstStore == nil)

        let second = settings.notificationsFlow.flowScreen
        #expect(second.content.first == "Current: 08:00")
        #expect(settings.flowStore.draft.frequencyMinutes == 30)
    }

    @Test func savingPersistsTheAnswersAndSummarisesThem() {
        let parent = FakeSettingsParent()
        let settings = SettingsComponent(parent: parent)
        let screen = settings.notificationsFlow.flowScreen
        for line in ["22:00", "6:00", "60"] { _ = screen.handle(line) }

        #expect(screen.title == "Review schedule")
        #expect(isClose(screen.handle("1"), notice: "Saved: every 60 min from 22:00, last at 05:00 \u{2014} 8 a day."))
        #expect(
            parent.storage.saved == [NotificationSchedule(start: time(22, 0), stop: time(6, 0), frequencyMinutes: 60)])
        #expect(settings.scheduleModel.schedule.start == time(22, 0))
    }

    @Test func backGoesToThePreviousStepKeepingWhatWasEntered() {
        let settings = SettingsComponent(parent: FakeSettingsParent())
        let screen = settings.notificationsFlow.flowScreen
        _ = screen.handle("10:30")
        _ = screen.handle("b")
        #expect(screen.title == "Change schedule \u{2014} step 1 of 3")
        #expect(screen.content.first == "Current: 10:30")
        _ = screen.handle("")
        _ = screen.handle("")
        _ = screen.handle("45")
        _ = screen.handle("b")  // from the review, back to step 3
        #expect(screen.content.first == "Current: 45 min")
    }

    @Test func cancelLeavesTheSavedScheduleAsItWas() {
        let parent = FakeSettingsParent()
        let settings = SettingsComponent(parent: parent)
        let screen = settings.notificationsFlow.flowScreen
        _ = screen.handle("05:00")
        #expect(isClose(screen.handle("C"), notice: "Cancelled; the schedule is unchanged."))
        #expect(parent.storage.saved.isEmpty)
        #expect(settings.scheduleModel.schedule == .default)
    }

    @Test(arguments: ["q", "?"])
    func aMenuKeyAtAStepIsAQuestionNotAnAnswer(typed: String) {
        let screen = SettingsComponent(parent: FakeSettingsParent()).notificationsFlow.flowScreen
        #expect(isStay(screen.handle(typed), notice: PromptLine.helpText))
        #expect(screen.request == .prompt("Start time (HH:mm)"))
    }

    @Test func backFromTheFirstStepLeavesTheFlow() {
        let screen = SettingsComponent(parent: FakeSettingsParent()).notificationsFlow.flowScreen
        #expect(isClose(screen.handle("b"), notice: "Left the flow; the schedule is unchanged."))
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
    ])
    func refusesAnInvalidValueWithOneLineAndAsksAgain(step: Int, typed: String, rule: String) {
        let screen = SettingsComponent(parent: FakeSettingsParent()).notificationsFlow.flowScreen
        for _ in 0..<step { _ = screen.handle("") }
        let prompt = screen.request
        #expect(isStay(screen.handle(typed), notice: rule))
        #expect(screen.request == prompt)
    }

    @Test func keepingAStopEqualToANewStartIsRefusedToo() {
        let screen = SettingsComponent(parent: FakeSettingsParent()).notificationsFlow.flowScreen
        _ = screen.handle("21:00")
        #expect(
            isStay(
                screen.handle(""),
                notice: "The stop time must differ from the start time (21:00); a window may cross midnight."))
    }

    @Test func aFailedSaveKeepsTheScheduleForTheSessionAndSaysWhy() {
        let parent = FakeSettingsParent()
        parent.storage.failsToSave = true
        let settings = SettingsComponent(parent: parent)
        let screen = settings.notificationsFlow.flowScreen
        for line in ["", "", "20"] { _ = screen.handle(line) }
        let notice =
            "Could not save to /data/notification-schedule.json: Read-only file system. "
            + "The schedule is in force for this session only."
        #expect(isClose(screen.handle("1"), notice: notice))
        #expect(settings.scheduleModel.schedule.frequencyMinutes == 20)
    }

    @Test func theFlowIsAScopeUnderSettings() {
        let tracker = LifetimeTracker()
        var events: [String] = []
        tracker.onEvent = { events.append($0.description) }
        let settings = SettingsComponent(parent: FakeSettingsParent(tracker: tracker))
        events.removeAll()

        var screen: NotificationsFlowScreen? = settings.notificationsFlow.flowScreen
        #expect(events.contains("[lifetime] created NotificationsFlowStore (weak-shared) ^->FakeRoot->Settings"))
        #expect(screen?.flow.path == "^->FakeRoot->Settings->NotificationsFlow")
        screen = nil
        tracker.sweep()
        #expect(events.contains("[lifetime] released NotificationsFlowStore (weak-shared) ^->FakeRoot->Settings"))
    }

    private func isStay(_ outcome: ScreenOutcome?, notice: String?) -> Bool {
        if case .stay(let actual) = outcome { return actual == notice }
        return false
    }

    private func isClose(_ outcome: ScreenOutcome?, notice: String?) -> Bool {
        if case .close(let actual) = outcome { return actual == notice }
        return false
    }
}
