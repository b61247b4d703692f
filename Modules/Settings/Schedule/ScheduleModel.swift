import Observation
import TerminalScreen

/// The saved notification schedule while the app runs: what the Notification settings screen and the
/// main menu show, and what a flow starts from and saves into. Observable, so what shows it follows a save.
@MainActor
@Observable
public final class ScheduleModel {
    public private(set) var schedule: NotificationSchedule

    /// The main menu's line about the schedule, read from what is observed, so a header showing it follows a save.
    public var summary: String { "Notifications \(schedule.summary)" }

    @ObservationIgnored private let storage: any ScheduleStorage
    @ObservationIgnored private weak var follower: (any ScheduleFollower)?

    /// A model holding the stored schedule, or the default when none is stored or it cannot be read. The
    /// package's, as Quote's controller's is: Settings' component makes the one the app shares.
    package init(storage: any ScheduleStorage) {
        self.storage = storage
        self.schedule = storage.load() ?? .default
    }

    /// Hands `follower` the schedule in force now and every schedule saved after; it is held weakly.
    package func inject(into follower: some ScheduleFollower) {
        self.follower = follower
        follower.follow(schedule)
    }

    /// Puts `schedule` in force at once and writes it down; the `Saving` tells when it is written. If another
    /// run saved a different schedule since this one was loaded, that schedule is in force instead, and this
    /// one is not written.
    public func save(_ schedule: NotificationSchedule) -> Saving {
        putInForce(schedule)
        return storage.save(schedule) { [weak self] stored in self?.putInForce(stored) }
    }

    private func putInForce(_ schedule: NotificationSchedule) {
        self.schedule = schedule
        follower?.follow(schedule)
    }
}
