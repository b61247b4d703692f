import Core

/// The Settings feature's component (`^->Root->Settings`): it owns the saved schedule for the run, the
/// notification-settings flow's store while a flow holds it, and makes a flow scope each time one opens.
@MainActor
public final class SettingsComponent: Component<any SettingsDependency> {
    private let scheduleSlot = Shared<ScheduleModel>()
    private let flowStoreSlot = WeakShared<NotificationsFlowStore>()

    /// A child of `parent`, which provides the feature's dependency.
    public init(parent: some Scope & SettingsDependency) {
        super.init(parent: parent, dependency: parent, name: "Settings")
    }

    /// Shared: the schedule in force, one for this component.
    public var scheduleModel: ScheduleModel {
        shared(scheduleSlot) { ScheduleModel(storage: dependency.scheduleStorage) }
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
