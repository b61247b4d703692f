import Core
import Locking
import SettingsFakes
import SettingsFeature
import TestSupport
import Testing

/// When reminders are due, worked out from the schedule alone.
@Suite struct ReminderTimesTests {
    private func at(_ hour: Int, _ minute: Int, _ second: Int = 0) -> Duration {
        .seconds(hour * 3600 + minute * 60 + second)
    }

    @Test(arguments: [
        (9, 14, 0, "09:15", 60),  // inside the window: the next step
        (9, 15, 0, "09:30", 900),  // exactly at one: the next one
        (9, 14, 59, "09:15", 1),
        (20, 44, 0, "20:45", 60),  // the last one of the day
        (20, 46, 0, "09:00", 12 * 3600 + 14 * 60),  // after the last: tomorrow's first
        (3, 0, 0, "09:00", 6 * 3600),  // before the window
    ])
    func theNextReminderOfTheDefaultSchedule(hour: Int, minute: Int, second: Int, time: String, seconds: Int) {
        let next = NotificationSchedule.default.nextReminder(after: at(hour, minute, second))
        #expect(next.time.description == time)
        #expect(next.delay == .seconds(seconds))
    }

    @Test func aWindowOverMidnightRunsIntoTheNextDay() {
        let overnight = NotificationSchedule(start: time(22, 0), stop: time(2, 0), frequencyMinutes: 90)
        #expect(overnight.reminderTimes.map(\.description) == ["22:00", "23:30", "01:00"])
        let next = overnight.nextReminder(after: at(23, 45))
        #expect(next.time.description == "01:00")
        #expect(next.delay == .seconds(75 * 60))
        #expect(overnight.nextReminder(after: at(1, 30)).time.description == "22:00")
    }

    @Test func everyMinuteAndOnceADayAreTheEndsOfTheRange() {
        let everyMinute = NotificationSchedule(start: time(0, 0), stop: time(23, 59), frequencyMinutes: 1)
        #expect(everyMinute.reminderTimes.count == 1439)
        #expect(everyMinute.nextReminder(after: at(12, 0, 30)).delay == .seconds(30))
        let onceADay = NotificationSchedule(start: time(7, 30), stop: time(7, 31), frequencyMinutes: 1440)
        #expect(onceADay.reminderTimes.map(\.description) == ["07:30"])
        #expect(onceADay.nextReminder(after: at(7, 30)).delay == .seconds(24 * 3600))
    }

    @Test func aFractionOfASecondIsCountedToo() {
        let next = NotificationSchedule.default.nextReminder(after: at(9, 14, 59) + .milliseconds(250))
        #expect(next.delay == .milliseconds(750))
    }

    @Test func aReminderSaysItsTimeAndWhatItRemindsOf() {
        let reminder = Reminder(time: time(9, 15), subject: "\u{201C}Less is more.\u{201D} \u{2014} Mies")
        #expect(reminder.line == "Reminder 09:15 \u{2014} \u{201C}Less is more.\u{201D} \u{2014} Mies")
    }
}

/// The reminders sent while the app runs: the Settings component's own task, on a manual clock.
@MainActor
@Suite(.limitForATest)
struct RemindersTests {
    @Test func eachReminderArrivesAtItsTime() async {
        let given = SettingsUnderTest()  // 09:14
        let settings = given.settings
        await given.manualClock.untilSleeping()

        given.manualClock.advance(by: .seconds(59))
        #expect(given.inbox.delivered.isEmpty)
        given.manualClock.advance(by: .seconds(1))
        await given.inbox.untilDelivered(1)
        await given.manualClock.untilSleeping()
        given.manualClock.advance(by: .seconds(15 * 60))
        await given.inbox.untilDelivered(2)

        #expect(
            given.inbox.lines == ["Reminder 09:15 \u{2014} Less is more.", "Reminder 09:30 \u{2014} Less is more."])
        withExtendedLifetime(settings) {}
    }

    /// The subject is another feature's data, read as each reminder fires: a change between two shows.
    @Test func eachReminderTellsTheSubjectAsItIsWhenItFires() async {
        let given = SettingsUnderTest()  // 09:14
        let settings = given.settings
        await given.manualClock.untilSleeping()
        given.manualClock.advance(by: .seconds(60))
        await given.inbox.untilDelivered(1)

        given.subject.reminderText = "Simple is hard."
        await given.manualClock.untilSleeping()
        given.manualClock.advance(by: .seconds(15 * 60))
        await given.inbox.untilDelivered(2)

        #expect(
            given.inbox.lines == ["Reminder 09:15 \u{2014} Less is more.", "Reminder 09:30 \u{2014} Simple is hard."])
        withExtendedLifetime(settings) {}
    }

    @Test func aSavedScheduleTakesEffectAtOnce() async {
        let given = SettingsUnderTest()  // 09:14
        let settings = given.settings
        await given.manualClock.untilSleeping()

        let stack = ScreenStack(SettingsDestination.settings, of: settings)
        stack.type(["1", "", "", "1", "1"])  // every minute
        await given.manualClock.untilSleeping()
        #expect(given.manualClock.sleeperCount == 1)  // the old schedule's wait was cancelled
        given.manualClock.advance(by: .seconds(60))
        await given.inbox.untilDelivered(1)
        await given.manualClock.untilSleeping()
        given.manualClock.advance(by: .seconds(60))
        await given.inbox.untilDelivered(2)

        #expect(given.inbox.delivered.map(\.time.description) == ["09:15", "09:16"])
    }

    /// The reminders are a task of the Settings component: releasing the component ends it.
    @Test func noReminderAfterTheComponentIsReleased() async {
        let observer = SpyObserver()
        let given = SettingsUnderTest(observer: observer)
        var settings: SettingsComponent? = given.settings
        await given.manualClock.untilSleeping()
        #expect(settings?.reminders.isSending == true)

        settings = nil
        await observer.until("the reminders' end") { $0.last == "ended reminders" }
        given.manualClock.advance(by: .seconds(24 * 3600))

        #expect(given.manualClock.sleeperCount == 0)
        #expect(given.inbox.delivered.isEmpty)
        #expect(observer.reports.contains("started reminders ^->FakeRoot->Settings"))
    }

    /// A wait that ends just as the task is cancelled delivers nothing: the clock here returns from its
    /// sleep normally, as a real clock may when the time and the cancellation come together.
    @Test func aReminderDueAsItsTaskIsCancelledIsNotDelivered() async {
        let gate = SleepGate()
        let inbox = SpyReminderInbox()
        let scheduler = ReminderScheduler(
            schedule: .default, time: DayClock(clock: gate, timeOfDay: { .seconds(9 * 3600) }), inbox: inbox,
            subject: FakeReminderSubject("Less is more."))
        let task = Task { await scheduler.run() }
        await gate.untilSleeping()
        task.cancel()
        gate.wake()
        await ended(task)
        #expect(inbox.delivered.isEmpty)
    }

    /// Two runs of a new scheduler in flight at once, off the main actor, on one clock, inbox and subject: each
    /// delivers its reminder when the time comes. Five rounds, each a new scheduler whose two runs are let go
    /// together on two threads of their own, so the sanitizer sees whatever they share from their first step.
    @Test func twoSchedulersInFlightAtOnceEachDeliver() async {
        let threads = TwoThreads()
        for _ in 0..<5 {
            let clock = ManualClock()
            let inbox = SpyReminderInbox()
            let scheduler = ReminderScheduler(
                schedule: .default, time: DayClock(clock: clock, timeOfDay: { .seconds(9 * 3600 + 14 * 60) }),
                inbox: inbox, subject: FakeReminderSubject("Less is more."))
            let tasks = threads.start { await scheduler.run() }
            await clock.untilSleeping(2)
            clock.advance(by: .seconds(60))
            await inbox.untilDelivered(2)
            for task in tasks { task.cancel() }
            for task in tasks { await ended(task, "a scheduler's run, cancelled") }
            #expect(inbox.lines == Array(repeating: "Reminder 09:15 \u{2014} Less is more.", count: 2))
        }
    }

    /// The feature's always-on work starts with its component: nobody outside the feature starts it.
    @Test func theRemindersSendFromTheMomentTheComponentIsMade() {
        let observer = SpyObserver()
        let settings = SettingsUnderTest(observer: observer).settings
        #expect(settings.reminders.isSending)
        #expect(observer.reports.filter { $0.hasPrefix("started reminders") }.count == 1)
    }

    /// Interface injection: the schedule model hands the reminders each schedule saved.
    @Test func theScheduleModelInjectsEverySavedScheduleIntoItsFollower() {
        let model = ScheduleModel(storage: FakeScheduleStorage())
        let follower = SpyFollower()
        model.inject(into: follower)
        let every30 = NotificationSchedule(start: time(8, 0), stop: time(9, 0), frequencyMinutes: 30)
        _ = model.save(every30)
        #expect(follower.followed == [.default, every30])
    }

    /// A schedule another run saved first is put in force in place of the one saved, the reminders too.
    @Test func aScheduleAnotherRunSavedFirstIsTheOneTheFollowerFollows() {
        let storage = FakeScheduleStorage()
        let model = ScheduleModel(storage: storage)
        let follower = SpyFollower()
        model.inject(into: follower)
        let theirs = NotificationSchedule(start: time(6, 0), stop: time(7, 0), frequencyMinutes: 45)
        storage.savedElsewhere = theirs
        let every30 = NotificationSchedule(start: time(8, 0), stop: time(9, 0), frequencyMinutes: 30)

        #expect(model.save(every30).settled == .changedElsewhere)
        #expect(model.schedule == theirs)
        #expect(follower.followed == [.default, every30, theirs])
    }
}

/// Records the schedules it is handed.
@MainActor
private final class SpyFollower: ScheduleFollower {
    private(set) var followed: [NotificationSchedule] = []
    func follow(_ schedule: NotificationSchedule) { followed.append(schedule) }
}

/// A clock whose sleep ends only when the test wakes it, and then normally, even if the sleeper's task
/// was cancelled meanwhile.
private final class SleepGate: Clock, Sendable {
    private let sleeper = Locked<CheckedContinuation<Void, Never>?>(nil)
    private let changes = Changes()

    var now: ContinuousClock.Instant { ContinuousClock().now }
    var minimumResolution: Duration { .nanoseconds(1) }

    func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
        await withCheckedContinuation { continuation in
            sleeper.withLock { $0 = continuation }
            changes.changed()
        }
    }

    func untilSleeping() async {
        await changes.until("a sleep on the gate") { sleeper.withLock { $0 != nil } }
    }

    func wake() {
        sleeper.withLock { $0.take() }?.resume()
    }
}
