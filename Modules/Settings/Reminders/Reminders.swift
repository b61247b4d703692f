import Core

/// Sends the reminders of the schedule in force, each at its time, once started. The Settings component
/// makes it shared, so it sends for as long as that component lives, from a task the component owns; a
/// saved schedule replaces the task at once.
@MainActor
public final class Reminders: ScheduleFollower {
    private let time: DayClock
    private let inbox: any ReminderInbox
    private let subject: any ReminderSubject
    private let startTask: (ReminderScheduler) -> OwnedTask?
    private var schedule: NotificationSchedule?
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

    /// Starts sending the reminders of the schedule followed.
    public func start() {
        guard sending == nil else { return }
        send()
    }

    /// Whether a task is sending reminders now.
    package var isSending: Bool { sending?.isRunning == true }

    public func follow(_ schedule: NotificationSchedule) {
        self.schedule = schedule
        if sending != nil { send() }
    }

    private func send() {
        sending?.cancel()
        guard let schedule else { return }
        sending = startTask(ReminderScheduler(schedule: schedule, time: time, inbox: inbox, subject: subject))
    }
}
