import Core

/// What a notification-settings flow needs from its parent: the one store its steps share.
@MainActor
public protocol NotificationsFlowDependency: AnyObject {
    /// The flow's store; the same instance for every step of one flow.
    var flowStore: NotificationsFlowStore { get }
}
