import TerminalScreen

/// The answers of one notification-settings flow, prefilled from the schedule in force. Each step sees it
/// only through its role protocol (seed 000's interface segregation); Save puts the answers in force.
@MainActor
public final class NotificationsFlowStore {
    public private(set) var draft: NotificationSchedule
    private let scheduleModel: ScheduleModel

    public init(savingInto scheduleModel: ScheduleModel) {
        self.scheduleModel = scheduleModel
        self.draft = scheduleModel.schedule
    }
}

// MARK: - One role per screen

/// What every screen of the flow sees: the answers so far, and whether they change the schedule (what
/// quitting would discard).
@MainActor
public protocol ScheduleDraft: AnyObject {
    var draft: NotificationSchedule { get }
    var changesTheSchedule: Bool { get }
}

@MainActor
public protocol StartTimeStore: ScheduleDraft {
    func setStart(_ time: TimeOfDay)
}

@MainActor
public protocol StopTimeStore: ScheduleDraft {
    func setStop(_ time: TimeOfDay)
}

@MainActor
public protocol FrequencyStore: ScheduleDraft {
    func setFrequency(_ minutes: Int)
}

@MainActor
public protocol ScheduleSaver: ScheduleDraft {
    /// Puts the answers in force and persists them.
    func save() -> SaveOutcome
}

extension NotificationsFlowStore: StartTimeStore, StopTimeStore, FrequencyStore, ScheduleSaver {
    public func setStart(_ time: TimeOfDay) { draft.start = time }
    public func setStop(_ time: TimeOfDay) { draft.stop = time }
    public func setFrequency(_ minutes: Int) { draft.frequencyMinutes = minutes }
    public var changesTheSchedule: Bool { draft != scheduleModel.schedule }
    public func save() -> SaveOutcome { scheduleModel.save(draft) }
}
