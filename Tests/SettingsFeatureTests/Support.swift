import Core
import SettingsFeature

/// Records the schedules saved; can hold a stored schedule or fail every save.
@MainActor
final class SpyScheduleStorage: ScheduleStorage {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "Could not save to /data/notification-schedule.json: Read-only file system" }
    }

    var stored: NotificationSchedule?
    var failsToSave = false
    private(set) var saved: [NotificationSchedule] = []

    init(stored: NotificationSchedule? = nil) {
        self.stored = stored
    }

    func load() -> NotificationSchedule? { stored }

    func save(_ schedule: NotificationSchedule) throws {
        if failsToSave { throw Failure() }
        saved.append(schedule)
        stored = schedule
    }
}

/// A parent that satisfies `SettingsDependency` with a storage spy.
@MainActor
final class FakeSettingsParent: BootstrapComponent, SettingsDependency {
    let storage: SpyScheduleStorage
    var scheduleStorage: any ScheduleStorage { storage }

    init(stored: NotificationSchedule? = nil, tracker: LifetimeTracker? = nil) {
        storage = SpyScheduleStorage(stored: stored)
        super.init(name: "FakeRoot", tracker: tracker)
    }
}

/// `hour`:`minute`, for schedules the tests spell out.
func time(_ hour: Int, _ minute: Int) -> TimeOfDay {
    guard let time = TimeOfDay(hour: hour, minute: minute) else { preconditionFailure("not a time") }
    return time
}
