import Composition
import Core
import TerminalScreen

/// The Settings feature's component (`^->Root->Settings`): the schedule in force, its reminders, and the flow's
/// store while a flow is open. Kept for the run: its reminders send from boot to the end. What another feature or
/// the main menu reads of it is the schedule model, never the component.
public final class SettingsComponent: FeatureComponent<any SettingsDependency, KeptForTheRun>, ReadableComponent {
    private let flowStoreSlot = WeakShared<NotificationsFlowStore>()

    /// Made with its reminders sending, by a task of its own: they stop when it is released.
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

    /// What the main menu reads: the schedule in force, observed.
    public var readable: ScheduleModel { scheduleModel }

    /// Weak-shared: one flow's answers, while one of its screens holds them; the next flow starts afresh.
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
    public static var start: SettingsDestination { .settings }

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
