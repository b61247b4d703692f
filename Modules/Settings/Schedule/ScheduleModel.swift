import Observation

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
        self.schedule = storage.loadSchedule() ?? .default
    }

    /// What became of a save.
    public enum SaveOutcome: Equatable, Sendable {
        /// The schedule is in force and stored.
        case saved
        /// The schedule is in force for this session, but storing it failed for `reason`.
        case keptForThisSession(reason: String)
    }

    /// Puts `schedule` in force at once and persists it.
    public func save(_ schedule: NotificationSchedule) -> SaveOutcome {
        self.schedule = schedule
        do {
            try storage.saveSchedule(schedule)
            return .saved
        } catch {
            return .keptForThisSession(reason: String(describing: error))
        }
    }
}
