import TerminalScreen

/// Where the saved notification schedule is kept between runs. The feature owns this protocol; the App
/// satisfies it with an adapter over its store, so SettingsFeature never imports Persistence.
@MainActor
public protocol ScheduleStorage {
    /// The saved schedule, or `nil` when none was saved or it could not be read.
    func load() -> NotificationSchedule?

    /// Writes `schedule` down in place of the schedule loaded or saved last, in the background when the disk or
    /// another process makes it wait; the `Saving` returned tells how it went, in one line for the user when
    /// it did not. If another run saved a different schedule since, nothing is written: `changedElsewhere` is
    /// handed that schedule, on the main actor, before the `Saving` tells `.changedElsewhere`.
    func save(_ schedule: NotificationSchedule, changedElsewhere: @escaping @MainActor (NotificationSchedule) -> Void)
        -> Saving
}
