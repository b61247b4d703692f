import Core
import TerminalScreen

/// The scope of one notification-settings flow (`^->Root->Settings->NotificationsFlow`): made when the
/// flow opens, held by each of its screens, released with the last of them. It gives each step the flow's store through that
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

    /// Factory: the flow's first screen, step 1; each screen makes the next (factories too), and each
    /// keeps this scope alive while it is on the stack.
    package var firstScreen: FlowStepScreen {
        stepScreen(1)
    }

    /// Step `number`'s screen, opening step `number + 1`'s, or the review after the last.
    private func stepScreen(_ number: Int) -> FlowStepScreen {
        let step: any FlowStep =
            switch number {
            case 1: startStep
            case 2: stopStep
            default: frequencyStep
            }
        return factory {
            FlowStepScreen(step: step, number: number, of: Self.stepCount, scope: self) { () -> any Screen in
                if number < Self.stepCount { return self.stepScreen(number + 1) }
                return self.factory { FlowReviewScreen(saver: self.saver, depth: Self.stepCount + 1, scope: self) }
            }
        }
    }

    /// Start time, stop time, frequency.
    private static let stepCount = 3
}
