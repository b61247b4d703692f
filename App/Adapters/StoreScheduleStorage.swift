import Persistence
import SettingsFeature

/// Satisfies the Settings feature's `ScheduleStorage` with the app's key-value store.
@MainActor
struct StoreScheduleStorage: ScheduleStorage {
    /// The key the notification schedule is stored under.
    static let key = StoreKey<NotificationSchedule>("notification-schedule")

    let store: any KeyValueStore

    func loadSchedule() -> NotificationSchedule? {
        store.value(for: Self.key)
    }

    func saveSchedule(_ schedule: NotificationSchedule) throws {
        try store.save(schedule, for: Self.key)
    }
}
