/// Where the saved notification schedule is kept between runs. The feature owns this protocol; the App
/// satisfies it with an adapter over its store, so SettingsFeature never imports Persistence.
@MainActor
public protocol ScheduleStorage {
    /// The saved schedule, or `nil` when none was saved or it could not be read.
    func load() -> NotificationSchedule?

    /// Persists `schedule`; throws an error whose description is one line for the user.
    func save(_ schedule: NotificationSchedule) throws
}
