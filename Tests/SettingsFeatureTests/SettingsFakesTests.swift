import Core
import SettingsFakes
import SettingsFeature
import TestSupport
import Testing

/// Settings' fakes, as every test of the feature relies on them.
@MainActor
@Suite struct SettingsFakesTests {
    /// Each member used before the test gave it a value fails the test, naming the member and the feature, at
    /// the line that made the fakes.
    @Test(arguments: ["storage", "clock", "reminderInbox", "reminderSubject"])
    func aMemberUsedUnsetFailsTheTestNamingIt(member: String) {
        // The place is where `SettingsFakes(` is called: a default argument's `#column` is its parenthesis's, 34.
        let madeAt = #line + 1
        let fakes = SettingsFakes(reporting: .runningTest)
        let members: [String: () -> Any] = [
            "storage": { fakes.storage }, "clock": { fakes.clock }, "reminderInbox": { fakes.reminderInbox },
            "reminderSubject": { fakes.reminderSubject },
        ]
        withKnownIssue {
            _ = members[member]?()
        } matching: { issue in
            issue.comments.map(\.rawValue)
                == ["The Settings fakes: \(member) was used but never set; set it first (fakes.\(member) = …)"]
                && issue.sourceLocation
                    == SourceLocation(fileID: #fileID, filePath: #filePath, line: madeAt, column: 34)
                && issue.sourceLocation?.filePath == #filePath
        }
    }

    /// The fake storage keeps what is saved, as a store would: the next load reads it.
    @Test func theFakeStorageLoadsWhatWasSaved() {
        let storage = FakeScheduleStorage()
        let schedule = NotificationSchedule(start: time(7, 0), stop: time(8, 0), frequencyMinutes: 30)
        #expect(storage.save(schedule) { _ in Issue.record("no other run saved") }.settled == .saved)
        #expect((storage.load(), storage.saved) == (schedule, [schedule]))
    }

    /// A schedule saved elsewhere meets the next save only: it is handed back and loads from then on, and the
    /// save after is written.
    @Test func theFakeStorageHandsAScheduleSavedElsewhereToTheNextSaveOnly() {
        let storage = FakeScheduleStorage()
        let theirs = NotificationSchedule(start: time(6, 0), stop: time(7, 0), frequencyMinutes: 45)
        let mine = NotificationSchedule(start: time(7, 0), stop: time(8, 0), frequencyMinutes: 30)
        storage.savedElsewhere = theirs
        var handed: [NotificationSchedule] = []
        #expect(storage.save(mine) { handed.append($0) }.settled == .changedElsewhere)
        #expect((handed, storage.load(), storage.saved) == ([theirs], theirs, []))
        #expect(storage.save(mine) { handed.append($0) }.settled == .saved)
        #expect((handed, storage.load(), storage.saved) == ([theirs], mine, [mine]))
    }

    /// Told to fail, the fake storage keeps nothing of a save: nothing recorded, the schedule before it loaded, and
    /// the failure said, as a read-only data directory would.
    @Test func theFakeStorageToldToFailKeepsNothingOfASave() {
        let before = NotificationSchedule(start: time(7, 0), stop: time(8, 0), frequencyMinutes: 30)
        let storage = FakeScheduleStorage(stored: before)
        storage.failsToSave = true
        let outcome = storage.save(NotificationSchedule(start: time(9, 0), stop: time(10, 0), frequencyMinutes: 5)) {
            _ in Issue.record("no other run saved")
        }
        #expect(storage.saved == [])
        #expect(storage.load() == before)
        #expect(
            outcome.settled
                == .keptForThisSession(
                    reason: "Could not save to /data/notification-schedule.json: Read-only file system"))
    }

    /// Each member given is the one used.
    @Test func eachMemberGivenIsTheOneUsed() {
        let given = SettingsUnderTest()
        #expect(given.fakes.storage as? FakeScheduleStorage === given.storage)
        #expect(given.fakes.reminderInbox as? SpyReminderInbox === given.inbox)
        #expect(given.fakes.reminderSubject as? FakeReminderSubject === given.subject)
        #expect(given.fakes.clock.clock as? ManualClock === given.manualClock)
    }

    /// The stand-in clock, and `settings-alone`'s, starts at the time of day it is told and moves on from it.
    @Test func aStartingClockBeginsAtItsTime() {
        let start = Duration.seconds(9 * 3600 + 14 * 60 + 50)
        let time = DayClock.starting(at: start).timeOfDay()
        #expect(time >= start && time < start + .seconds(60))
    }
}
