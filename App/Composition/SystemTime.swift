import Foundation
import SettingsFeature

extension DayClock {
    /// The system's time: the continuous clock to wait on (it keeps counting while the computer sleeps),
    /// and the local time of day.
    static var system: DayClock {
        DayClock(clock: ContinuousClock()) { wallTimeOfDay(at: Date(), in: Calendar.current) }
    }

    /// The time `date` shows on a wall clock in `calendar`'s time zone, as time since midnight: `09:15`
    /// is 9 h 15 min even on the day daylight saving starts or ends, when less or more than that has
    /// passed since midnight.
    static func wallTimeOfDay(at date: Date, in calendar: Calendar) -> Duration {
        let parts = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: date)
        let seconds = (parts.hour ?? 0) * 3600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0)
        return .seconds(seconds) + .nanoseconds(parts.nanosecond ?? 0)
    }
}
