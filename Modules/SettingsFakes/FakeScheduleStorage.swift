import SettingsFeature
import TerminalScreen

/// A schedule kept in memory for as long as the fake lives: what it holds at first, each save recorded and
/// written before it returns, or every save failing, or one finding another run's value, when told.
@MainActor
public final class FakeScheduleStorage: ScheduleStorage {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "Could not save to /data/notification-schedule.json: Read-only file system" }
    }

    public var stored: NotificationSchedule?
    public var failsToSave = false
    /// A schedule another run saved after this one loaded: the next save finds it, writes nothing and hands it
    /// back, as the app's storage does.
    public var savedElsewhere: NotificationSchedule?
    public private(set) var saved: [NotificationSchedule] = []

    public init(stored: NotificationSchedule? = nil) {
        self.stored = stored
    }

    public func load() -> NotificationSchedule? { stored }

    public func save(
        _ schedule: NotificationSchedule, changedElsewhere: @escaping @MainActor (NotificationSchedule) -> Void
    ) -> Saving {
        if failsToSave { return Saving(.kept(because: Failure())) }
        if let other = savedElsewhere {
            savedElsewhere = nil
            stored = other
            changedElsewhere(other)
            return Saving(.changedElsewhere)
        }
        saved.append(schedule)
        stored = schedule
        return Saving(.saved)
    }
}
