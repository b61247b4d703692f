import Composition
import FeatureFakes
import SettingsFeature

/// Settings' dependency as its tests and `settings-alone` give it: each member the test or the example sets,
/// and any other, used, is reported naming it (`FakeOrigin`).
@MainActor
public final class SettingsFakes: SettingsDependency {
    private let origin: FakeOrigin
    private var storageGiven: (any ScheduleStorage)?
    private var clockGiven: DayClock?
    private var reminderInboxGiven: (any ReminderInbox)?
    private var reminderSubjectGiven: (any ReminderSubject)?

    /// Fakes with nothing set; a member used unset is reported to `reporter`, at the line that made them.
    public init(
        reporting reporter: FakeReporter, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        origin = FakeOrigin(
            feature: "Settings", reporting: reporter, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    public var storage: any ScheduleStorage {
        get { origin.value(of: "storage", storageGiven) { FakeScheduleStorage() } }
        set { storageGiven = newValue }
    }

    public var clock: DayClock {
        get { origin.value(of: "clock", clockGiven) { .starting(at: .zero) } }
        set { clockGiven = newValue }
    }

    public var reminderInbox: any ReminderInbox {
        get { origin.value(of: "reminderInbox", reminderInboxGiven) { NoInbox() } }
        set { reminderInboxGiven = newValue }
    }

    public var reminderSubject: any ReminderSubject {
        get { origin.value(of: "reminderSubject", reminderSubjectGiven) { FakeReminderSubject("(not set)") } }
        set { reminderSubjectGiven = newValue }
    }
}

/// Where reminders go when the fakes were given no inbox: nowhere.
private struct NoInbox: ReminderInbox {
    func deliver(_ reminder: Reminder) {}
}
