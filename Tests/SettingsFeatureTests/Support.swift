import Core
import LifetimeChecks
import Locking
import SettingsFakes
import SettingsFeature
import TerminalScreen
import TestSupport
import Testing

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

/// Settings' fakes as these tests give them, each member stated: a stored schedule (none unless told), a manual
/// clock whose day starts at `startTime` (09:14 unless told), an inbox that collects the reminders, and a subject
/// that says "Less is more." until the test changes it; and a root whose `LifetimeCheck` forwards to `observer`.
@MainActor
final class SettingsUnderTest {
    let fakes = SettingsFakes(reporting: .runningTest)
    let storage: FakeScheduleStorage
    let manualClock = ManualClock()
    let inbox = SpyReminderInbox()
    let subject = FakeReminderSubject("Less is more.")
    private let root: BootstrapComponent

    /// A Settings component over the fakes, made as the root's declaration makes it.
    var settings: SettingsComponent { root.made(dependency: fakes) }

    init(
        stored: NotificationSchedule? = nil, observer: (any LifetimeObserver)? = nil,
        startTime: Duration = .seconds(9 * 3600 + 14 * 60)
    ) {
        storage = FakeScheduleStorage(stored: stored)
        root = BootstrapComponent(name: "FakeRoot", observer: LifetimeCheck(forwardingTo: observer))
        fakes.storage = storage
        fakes.clock = DayClock(clock: manualClock) { [manualClock] in startTime + manualClock.now.offset }
        fakes.reminderInbox = inbox
        fakes.reminderSubject = subject
    }
}

/// `hour`:`minute`, for schedules the tests spell out.
func time(_ hour: Int, _ minute: Int) -> TimeOfDay {
    guard let time = TimeOfDay(hour: hour, minute: minute) else { preconditionFailure("not a time") }
    return time
}
