import Composition
import Core
import TerminalScreen

/// The Settings feature's component (`^->Root->Settings`): the schedule in force and its reminders for as
/// long as it lives, and the notification-settings flow's store while a flow is open. Kept for the run: its
/// reminders send from boot until the app lets go of the tree.
public final class SettingsComponent: FeatureComponent<any SettingsDependency, KeptForTheRun> {
    private let flowStoreSlot = WeakShared<NotificationsFlowStore>()

    /// Made with its reminders sending: the feature's always-on work starts when its component is made, and
    /// stops when it is released, since the task that sends them is the component's.
    public required init(_ place: consuming FeaturePlace<any SettingsDependency>) {
        super.init(place)
        _ = reminders
    }

    public private(set) lazy var scheduleModel: ScheduleModel = shared {
        ScheduleModel(storage: dependency.storage)
    }

    /// Shared: the reminders of the schedule in force, sent by a task this component owns.
    public private(set) lazy var reminders: Reminders = shared {
        let reminders = Reminders(
            time: dependency.clock, inbox: dependency.reminderInbox, subject: dependency.reminderSubject
        ) { [weak self] scheduler in self?.startTask(named: "reminders") { await scheduler.run() }
        }
        scheduleModel.inject(into: reminders)
        return reminders
    }

    /// The main menu's line about the schedule in force, read from the observable model, so that a menu
    /// deriving its header from it follows a save.
    public var summary: String { "Notifications \(scheduleModel.schedule.summary)" }

    /// Weak-shared: one flow's answers, alive while one of the flow's screens holds it; the next flow gets
    /// a new store, prefilled from the schedule in force.
    package var flowStore: NotificationsFlowStore {
        weakShared(flowStoreSlot) { NotificationsFlowStore(savingInto: scheduleModel) }
    }

    /// Factory: Notification settings, whose Change schedule opens a new flow at its first step.
    package var settingsScreen: any Screen {
        factory { NotificationSettingsScreen(schedule: scheduleModel) }
    }

    // MARK: - The flow: each step a screen, seeing the store through its role only

    package var startTimeScreen: any Screen {
        factory { FlowStepScreen(StartTimeStep(store: flowStore), number: 1, of: flowStore, next: .stopTime) }
    }

    package var stopTimeScreen: any Screen {
        factory { FlowStepScreen(StopTimeStep(store: flowStore), number: 2, of: flowStore, next: .frequency) }
    }

    package var frequencyScreen: any Screen {
        factory { FlowStepScreen(FrequencyStep(store: flowStore), number: 3, of: flowStore, next: .review) }
    }

    package var reviewScreen: any Screen {
        factory { FlowReviewScreen(saver: flowStore) }
    }
}

extension SettingsComponent: DestinationScreens {
    public func arrival(at destination: SettingsDestination) -> Arrival<SettingsComponent> {
        switch destination {
        case .settings: .screen(settingsScreen)
        case .schedule: .screen(startTimeScreen)
        case .stopTime: .screen(stopTimeScreen)
        case .frequency: .screen(frequencyScreen)
        case .review: .screen(reviewScreen)
        }
    }
}
