import SettingsFeature

/// What reminders remind of, as the test or the example sets it.
@MainActor
public final class FakeReminderSubject: ReminderSubject {
    public var reminderText: String

    public init(_ reminderText: String) {
        self.reminderText = reminderText
    }
}
