/// Sends the reminders of one schedule, each at its time, until the task running it is cancelled.
///
/// A value, and `Sendable`: the Settings component makes one for the schedule in force and runs it in a
/// task it owns (`startTask`), off the main actor; a new schedule cancels that task and starts another.
package struct ReminderScheduler: Sendable {
    package let schedule: NotificationSchedule
    private let time: DayClock
    private let inbox: any ReminderInbox
    private let subject: any ReminderSubject

    package init(
        schedule: NotificationSchedule, time: DayClock, inbox: any ReminderInbox, subject: any ReminderSubject
    ) {
        self.schedule = schedule
        self.time = time
        self.inbox = inbox
        self.subject = subject
    }

    /// Waits for each reminder's time and delivers it; returns when cancelled, delivering nothing after.
    package func run() async {
        while !Task.isCancelled {
            let next = schedule.nextReminder(after: time.timeOfDay())
            do {
                try await time.clock.sleep(for: next.delay)
            } catch {
                return  // cancelled while waiting
            }
            let about = await subject.reminderText
            guard !Task.isCancelled else { return }
            inbox.deliver(Reminder(time: next.time, subject: about))
        }
    }
}
