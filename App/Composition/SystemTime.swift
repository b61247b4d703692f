import Foundation
import SettingsFeature

extension DayClock {
    /// The system's time: the continuous clock to wait on (it keeps counting while the computer sleeps),
    /// and the local time of day.
    static var system: DayClock {
        DayClock(clock: ContinuousClock()) {
            let now = Date()
            return .seconds(now.timeIntervalSince(Calendar.current.startOfDay(for: now)))
        }
    }
}
