import Core

/// The Settings feature's component (`^->Root->Settings`): it owns the saved schedule for the run, the
/// notification-settings flow's store while a flow holds it, and the task sending the reminders, and it
/// makes a flow scope each time one opens.
@MainActor
public final class SettingsComponent: Component<any SettingsDependency> {
    private let scheduleSlot = Shared<ScheduleModel>()
    private let flowStoreSlot = WeakShared<NotificationsFlowStore>()
    /// The task sending the reminders of the schedule in force, once started.
    private var reminders: OwnedTask?

    /// A child of `parent`, which provides the feature's dependency.
    public init(parent: some Scope & SettingsDependency) {
        super.init(parent: parent, dependency: parent, name: "Settings")
    }

    /// Shared: the schedule in force, one for this component.
    public var scheduleModel: ScheduleModel {
        shared(scheduleSlot) {
            ScheduleModel(storage: dependency.scheduleStorage) { [weak self] schedule in
                self?.restartReminders(for: schedule)
            }
        }
    }

    /// Starts sending the reminders of the schedule in force, in a task this component owns: it ends
    /// when the component is released. A saved schedule replaces it at once.
    public func startReminders() {
        restartReminders(for: scheduleModel.schedule, evenIfStopped: true)
    }

    /// Whether reminders are being sent.
    package var sendsReminders: Bool { reminders?.isRunning == true }

    private func restartReminders(for schedule: NotificationSchedule, evenIfStopped: Bool = false) {
        guard reminders != nil || evenIfStopped else { return }
        reminders?.cancel()
        let scheduler = ReminderScheduler(
            schedule: schedule, time: dependency.dayClock, inbox: dependency.reminderInbox)
        reminders = startTask(named: "reminders") { await scheduler.run() }
    }

    /// Weak-shared: the flow's answers. Every step of a flow gets this one store while the flow's steps
    /// hold it; when the flow ends nobody does, it is released, and the next flow gets a new one,
    /// prefilled from the saved schedule.
    public var flowStore: NotificationsFlowStore {
        weakShared(flowStoreSlot) { NotificationsFlowStore(savingInto: scheduleModel) }
    }

    /// Factory: the Notification settings screen.
    public var settingsScreen: NotificationSettingsScreen {
        factory { NotificationSettingsScreen(schedule: scheduleModel) { self.notificationsFlow.firstScreen } }
    }

    /// A new flow scope (`^->Root->Settings->NotificationsFlow`), alive while its screen is open.
    public var notificationsFlow: NotificationsFlowComponent {
        NotificationsFlowComponent(parent: self)
    }
}
