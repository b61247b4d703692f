import Core

/// Sends the reminders of the schedule in force, each at its time, from a task of the component that
/// owns this service: from the moment it is given a schedule until that component is released. A saved
/// schedule replaces the task at once.
@MainActor
public final class Reminders: ScheduleFollower {
    private let time: DayClock
    private let inbox: any ReminderInbox
    private let subject: any ReminderSubject
    private let startTask: (ReminderScheduler) -> OwnedTask?
    private var sending: OwnedTask?

    /// Reminders of `subject`, waiting on `time` and delivered to `inbox`; `startTask` runs a scheduler in
    /// a task of the component that owns this service (`nil` once that component is gone).
    init(
        time: DayClock, inbox: any ReminderInbox, subject: any ReminderSubject,
        startTask: @escaping (ReminderScheduler) -> OwnedTask?
    ) {
        self.time = time
        self.inbox = inbox
        self.subject = subject
        self.startTask = startTask
    }

    /// Whether a task is sending reminders now.
    package var isSending: Bool { sending?.isRunning == true }

    /// Sends the reminders of `schedule`, instead of those of the schedule followed before.
    public func follow(_ schedule: NotificationSchedule) {
        sending?.cancel()
        sending = startTask(ReminderScheduler(schedule: schedule, time: time, inbox: inbox, subject: subject))
    }
}
