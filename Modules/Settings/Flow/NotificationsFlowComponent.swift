import Core

/// The scope of one notification-settings flow (`^->Root->Settings->NotificationsFlow`): made when the
/// flow opens, held by its screen, released with it. It gives each step the flow's store through that
/// step's role protocol only.
@MainActor
public final class NotificationsFlowComponent: Component<any NotificationsFlowDependency> {
    /// A flow under `parent`, which provides the store.
    public init(parent: some Scope & NotificationsFlowDependency) {
        super.init(parent: parent, dependency: parent, name: "NotificationsFlow")
    }

    /// Factory: step 1, seeing the store as a `StartTimeStore`.
    package var startStep: StartTimeStep { factory { StartTimeStep(store: dependency.flowStore) } }
    /// Factory: step 2, seeing the store as a `StopTimeStore`.
    package var stopStep: StopTimeStep { factory { StopTimeStep(store: dependency.flowStore) } }
    /// Factory: step 3, seeing the store as a `FrequencyStore`.
    package var frequencyStep: FrequencyStep { factory { FrequencyStep(store: dependency.flowStore) } }
    /// The saver the review uses.
    package var saver: any ScheduleSaver { dependency.flowStore }

    /// Factory: the flow's screen, which keeps this scope alive while it is open.
    package var flowScreen: NotificationsFlowScreen {
        factory { NotificationsFlowScreen(flow: self) }
    }
}
