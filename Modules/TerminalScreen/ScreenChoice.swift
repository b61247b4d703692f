/// One entry of a menu screen: the key to type, what it does, and the action that does it.
@MainActor
public struct ScreenChoice {
    /// What the user types, such as `1`.
    public let key: String
    /// What it does, such as `Edit quote`.
    public let label: String
    public let action: () -> ScreenOutcome
    /// Where the choice leads, when opening it is all it does: what a link follows, and a walk of the
    /// links, without acting.
    public let destination: (any Destination)?

    /// A choice that runs `action`.
    public init(_ key: String, _ label: String, action: @escaping () -> ScreenOutcome) {
        self.key = key
        self.label = label
        self.action = action
        destination = nil
    }

    /// A choice that opens `destination`, of the feature whose screen offers it.
    public init(_ key: String, _ label: String, opening destination: some Destination) {
        self.key = key
        self.label = label
        action = { .open(destination) }
        self.destination = destination
    }
}
