/// When notifications go out: every `frequencyMinutes` from `start` until before `stop`, in a window that
/// may cross midnight (22:00 to 06:00).
public struct NotificationSchedule: Codable, Hashable, Sendable {
    public var start: TimeOfDay
    /// No notification at or after it.
    public var stop: TimeOfDay
    /// 1 to 1440.
    public var frequencyMinutes: Int

    public init(start: TimeOfDay, stop: TimeOfDay, frequencyMinutes: Int) {
        self.start = start
        self.stop = stop
        self.frequencyMinutes = frequencyMinutes
    }

    public static let `default` = NotificationSchedule(
        start: TimeOfDay(minutesSinceMidnight: 9 * 60),
        stop: TimeOfDay(minutesSinceMidnight: 21 * 60),
        frequencyMinutes: 15
    )

    public static let frequencyRange = 1...1440

    /// The window's length in minutes; a window over midnight wraps (22:00 to 06:00 is 480).
    public var windowMinutes: Int {
        let length = stop.minutesSinceMidnight - start.minutesSinceMidnight
        return length > 0 ? length : length + 24 * 60
    }

    /// How many notifications a day: one at `start`, then one every `frequencyMinutes` before `stop`.
    public var countPerDay: Int {
        (windowMinutes + frequencyMinutes - 1) / frequencyMinutes
    }

    private enum CodingKeys: String, CodingKey {
        case start, stop, frequencyMinutes
    }

    /// Checked like typed values: a frequency outside 1–1440, or a stop at the start, is refused.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let start = try container.decode(TimeOfDay.self, forKey: .start)
        let stop = try container.decode(TimeOfDay.self, forKey: .stop)
        let frequency = try container.decode(Int.self, forKey: .frequencyMinutes)
        guard Self.frequencyRange.contains(frequency) else {
            throw DecodingError.dataCorruptedError(
                forKey: .frequencyMinutes, in: container,
                debugDescription: "frequency \(frequency); a frequency is 1 to 1440 minutes")
        }
        guard stop != start else {
            throw DecodingError.dataCorruptedError(
                forKey: .stop, in: container,
                debugDescription: "start and stop both \(start); the stop time must differ from the start time")
        }
        self.init(start: start, stop: stop, frequencyMinutes: frequency)
    }

    public var lastTime: TimeOfDay {
        TimeOfDay(minutesSinceMidnight: (start.minutesSinceMidnight + (countPerDay - 1) * frequencyMinutes) % (24 * 60))
    }

    /// `from 22:00 to 06:00 the next day` over midnight, so a stop before the start shows what it means.
    public var window: String {
        "from \(start) to \(stop)" + (stop < start ? " the next day" : "")
    }

    /// `every 15 min from 09:00 to 21:00 — 48 a day, the last at 20:45`, wherever the schedule is shown.
    public var summary: String {
        let count = countPerDay == 1 ? "once a day, at \(start)" : "\(countPerDay) a day, the last at \(lastTime)"
        return "every \(frequencyMinutes) min \(window) \u{2014} \(count)"
    }
}
