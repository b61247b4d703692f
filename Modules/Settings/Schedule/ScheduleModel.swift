import Core
import Observation
import TerminalScreen

/// The saved notification schedule while the app runs: what the Notification settings screen and the
/// main menu show, and what a flow starts from and saves into. Observable, so what shows it follows a save.
@MainActor
@Observable
public final class ScheduleModel {
    /// The schedule now in force.
    public private(set) var schedule: NotificationSchedule

    @ObservationIgnored private let storage: any ScheduleStorage

    /// A model holding the stored schedule, or the default when none is stored or it cannot be read.
    public init(storage: any ScheduleStorage) {
        self.storage = storage
        self.schedule = storage.load() ?? .default
    }

    /// Puts `schedule` in force at once and persists it.
    public func save(_ schedule: NotificationSchedule) -> SaveOutcome {
        self.schedule = schedule
        return SaveOutcome.attempt { try storage.save(schedule) }
    }
}
