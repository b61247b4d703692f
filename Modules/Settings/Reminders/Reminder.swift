/// One notification of the schedule, due now: the line the app shows while it runs.
public struct Reminder: Sendable, Equatable {
    /// The time it is for, such as 09:15.
    public let time: TimeOfDay
    /// What it reminds of, as `ReminderSubject` told it when it fired.
    public let subject: String

    public init(time: TimeOfDay, subject: String) {
        self.time = time
        self.subject = subject
    }

    /// `Reminder 09:15 — “Two things are infinite…” — Albert Einstein`.
    public var line: String { "Reminder \(time) \u{2014} \(subject)" }
}

extension NotificationSchedule {
    /// The reminder times of one day, from the start: the start, then every `frequencyMinutes` while
    /// inside the window; a window over midnight (22:00 to 02:00) runs into the next day.
    public var reminderTimes: [TimeOfDay] {
        (0..<countPerDay).map { index in
            TimeOfDay(minutesSinceMidnight: (start.minutesSinceMidnight + index * frequencyMinutes) % (24 * 60))
        }
    }

    /// The first reminder strictly after `now` (the time since local midnight), and how long until it.
    public func nextReminder(after now: Duration) -> (time: TimeOfDay, delay: Duration) {
        let day = 24 * 60 * 60
        let (wholeSeconds, attoseconds) = now.components
        let second = Int(wholeSeconds % Int64(day))
        let fraction = Duration(secondsComponent: 0, attosecondsComponent: attoseconds)
        var next = (time: start, secondsAhead: day + 1)
        for time in reminderTimes {
            var secondsAhead = (time.minutesSinceMidnight * 60 - second + day) % day
            // Due this very second: that one is now or past, so the next is a day later.
            if secondsAhead == 0 { secondsAhead = day }
            if secondsAhead < next.secondsAhead { next = (time, secondsAhead) }
        }
        return (next.time, .seconds(next.secondsAhead) - fraction)
    }
}
