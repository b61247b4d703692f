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
    @ObservationIgnored private let onChange: (NotificationSchedule) -> Void

    /// A model holding the stored schedule, or the default when none is stored or it cannot be read;
    /// `onChange` hears of each schedule saved, to put it in force at once (the reminders follow it).
    public init(storage: any ScheduleStorage, onChange: @escaping (NotificationSchedule) -> Void = { _ in }) {
        self.storage = storage
        self.onChange = onChange
        self.schedule = storage.load() ?? .default
    }

    /// Puts `schedule` in force at once and persists it.
    public func save(_ schedule: NotificationSchedule) -> SaveOutcome {
        self.schedule = schedule
        onChange(schedule)
        return SaveOutcome.attempt { try storage.save(schedule) }
    }
}
