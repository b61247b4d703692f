import Core
import LifetimeChecks
import Locking
import SettingsFeature
import TerminalScreen
import TestSupport
import Testing

/// Records the schedules saved, each written before the save returns; can hold a stored schedule or fail
/// every save.
@MainActor
final class SpyScheduleStorage: ScheduleStorage {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "Could not save to /data/notification-schedule.json: Read-only file system" }
    }

    var stored: NotificationSchedule?
    var failsToSave = false
    private(set) var saved: [NotificationSchedule] = []

    init(stored: NotificationSchedule? = nil) {
        self.stored = stored
    }

    func load() -> NotificationSchedule? { stored }

    func save(_ schedule: NotificationSchedule) -> Saving {
        if failsToSave { return Saving(.kept(because: Failure())) }
        saved.append(schedule)
        stored = schedule
        return Saving(.saved)
    }
}

/// Collects the reminders delivered, from whatever task delivers them.
final class SpyReminderInbox: ReminderInbox {
    private let received = Locked<[Reminder]>([])
    private let changes = Changes()

    /// The reminders delivered so far, in order.
    var delivered: [Reminder] { received.withLock { $0 } }

    /// Their lines, as the app would show them.
    var lines: [String] { delivered.map(\.line) }

    func deliver(_ reminder: Reminder) {
        received.withLock { $0.append(reminder) }
        changes.changed()
    }

    /// Returns once `count` reminders have been delivered; when they are not within ten seconds, the test
    /// fails there.
    func untilDelivered(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation) async {
        await changes.until("\(count) reminder(s)", sourceLocation: sourceLocation) { delivered.count >= count }
    }
}

/// What reminders remind of, as the test sets it.
@MainActor
final class StubReminderSubject: ReminderSubject {
    var reminderText = "Less is more."
}

/// A parent that satisfies `SettingsDependency` with a storage spy, a manual clock that starts at
/// `startTime` (09:14 unless told otherwise), an inbox spy and a subject stub.
final class FakeSettingsParent: BootstrapComponent, SettingsDependency {
    /// A Settings component under this parent, which meets its needs itself, as the root's declaration makes it.
    var settings: SettingsComponent { made(dependency: self) }
    let storageSpy: SpyScheduleStorage
    let manualClock = ManualClock()
    let inbox = SpyReminderInbox()
    let subject = StubReminderSubject()
    private let startTime: Duration
    var storage: any ScheduleStorage { storageSpy }
    var reminderInbox: any ReminderInbox { inbox }
    var reminderSubject: any ReminderSubject { subject }
    var clock: DayClock {
        DayClock(clock: manualClock) { [manualClock, startTime] in startTime + manualClock.now.offset }
    }

    init(
        stored: NotificationSchedule? = nil, observer: (any LifetimeObserver)? = nil,
        startTime: Duration = .seconds(9 * 3600 + 14 * 60)
    ) {
        storageSpy = SpyScheduleStorage(stored: stored)
        self.startTime = startTime
        super.init(name: "FakeRoot", observer: LifetimeCheck(forwardingTo: observer))
    }
}

/// `hour`:`minute`, for schedules the tests spell out.
func time(_ hour: Int, _ minute: Int) -> TimeOfDay {
    guard let time = TimeOfDay(hour: hour, minute: minute) else { preconditionFailure("not a time") }
    return time
}
