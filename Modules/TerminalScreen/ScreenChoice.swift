/// One entry of a menu screen: the key to type, what it does, and the action that does it.
@MainActor
public struct ScreenChoice {
    /// What the user types, such as `1`.
    public let key: String
    /// What it does, such as `Edit quote`.
    public let label: String
    public let action: () -> ScreenOutcome

    public init(_ key: String, _ label: String, action: @escaping () -> ScreenOutcome) {
        self.key = key
        self.label = label
        self.action = action
    }
}
