import Core
import TerminalScreen

/// The answers of one notification-settings flow, prefilled from the saved schedule. Each step sees it
/// only through its role protocol; Save puts the answers in force.
@MainActor
public final class NotificationsFlowStore {
    /// The schedule as answered so far.
    public private(set) var draft: NotificationSchedule
    private let scheduleModel: ScheduleModel

    /// A store prefilled from `scheduleModel`'s schedule, saving into it.
    public init(savingInto scheduleModel: ScheduleModel) {
        self.scheduleModel = scheduleModel
        self.draft = scheduleModel.schedule
    }
}

/// Step 1's view of the store.
@MainActor
public protocol StartTimeStore: AnyObject {
    /// The answers so far.
    var draft: NotificationSchedule { get }
    /// Sets the start time.
    func setStart(_ time: TimeOfDay)
}

/// Step 2's view of the store.
@MainActor
public protocol StopTimeStore: AnyObject {
    /// The answers so far.
    var draft: NotificationSchedule { get }
    /// Sets the stop time.
    func setStop(_ time: TimeOfDay)
}

/// Step 3's view of the store.
@MainActor
public protocol FrequencyStore: AnyObject {
    /// The answers so far.
    var draft: NotificationSchedule { get }
    /// Sets the minutes between notifications.
    func setFrequency(_ minutes: Int)
}

/// The review's view of the store.
@MainActor
public protocol ScheduleSaver: AnyObject {
    /// The answers so far.
    var draft: NotificationSchedule { get }
    /// Whether the answers differ from the schedule in force.
    var changesTheSchedule: Bool { get }
    /// Puts the answers in force and persists them.
    func save() -> SaveOutcome
}

extension NotificationsFlowStore: StartTimeStore, StopTimeStore, FrequencyStore, ScheduleSaver {
    /// Sets the start time.
    public func setStart(_ time: TimeOfDay) { draft.start = time }
    /// Sets the stop time.
    public func setStop(_ time: TimeOfDay) { draft.stop = time }
    /// Sets the minutes between notifications.
    public func setFrequency(_ minutes: Int) { draft.frequencyMinutes = minutes }
    /// Whether the answers differ from the schedule in force.
    public var changesTheSchedule: Bool { draft != scheduleModel.schedule }
    /// Puts the answers in force and persists them.
    public func save() -> SaveOutcome { scheduleModel.save(draft) }
}
