import TerminalScreen

/// The answers of one notification-settings flow, prefilled from the schedule in force. Each step sees it only
/// through its role protocol (interface segregation, as the KTS article on dependency lifetimes splits its store);
/// Save puts the answers in force.
@MainActor
package final class NotificationsFlowStore {
    package private(set) var draft: NotificationSchedule
    private let scheduleModel: ScheduleModel

    package init(savingInto scheduleModel: ScheduleModel) {
        self.scheduleModel = scheduleModel
        self.draft = scheduleModel.schedule
    }
}

// MARK: - One role per screen

/// What every screen of the flow sees: the answers so far, and whether they change the schedule (what
/// quitting would discard).
@MainActor
package protocol ScheduleDraft: AnyObject {
    var draft: NotificationSchedule { get }
    var changesTheSchedule: Bool { get }
}

@MainActor
package protocol StartTimeStore: ScheduleDraft {
    func setStart(_ time: TimeOfDay)
}

@MainActor
package protocol StopTimeStore: ScheduleDraft {
    func setStop(_ time: TimeOfDay)
}

@MainActor
package protocol FrequencyStore: ScheduleDraft {
    func setFrequency(_ minutes: Int)
}

@MainActor
package protocol ScheduleSaver: ScheduleDraft {
    /// Puts the answers in force and writes them down.
    func save() -> Saving
}

extension NotificationsFlowStore: StartTimeStore, StopTimeStore, FrequencyStore, ScheduleSaver {
    package func setStart(_ time: TimeOfDay) { draft.start = time }
    package func setStop(_ time: TimeOfDay) { draft.stop = time }
    package func setFrequency(_ minutes: Int) { draft.frequencyMinutes = minutes }
    package var changesTheSchedule: Bool { draft != scheduleModel.schedule }
    package func save() -> Saving { scheduleModel.save(draft) }
}
