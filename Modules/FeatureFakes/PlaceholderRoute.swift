import Composition

/// A route a fake gives in place of another feature's destination, when a test or a feature run alone asks for it
/// by name: a placeholder screen naming that feature and destination, counting each time the stack opens it.
/// Only the package's fakes can make one: a shipping wiring, built without the package's access, cannot.
@MainActor
public final class PlaceholderRoute<Using> {
    /// How many times the stack opened it.
    public private(set) var opened = 0
    private let feature: String
    private let destination: String

    /// A route to `feature`'s `destination`, as the app would name them: `Settings`, `Notification settings`.
    public init(to feature: String, _ destination: String) {
        (self.feature, self.destination) = (feature, destination)
    }

    public var route: AnyDestination<Using> {
        .placeholder(for: feature, destination) { self.opened += 1 }
    }
}
