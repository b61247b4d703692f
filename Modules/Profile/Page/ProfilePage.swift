/// The profile as one viewer may see it, ready to show.
public struct ProfilePage: Sendable, Equatable {
    public let lines: [String]
    /// Whether the page says the profile could not be loaded, so the screen offers to try again.
    public let failed: Bool

    public init(lines: [String], failed: Bool = false) {
        self.lines = lines
        self.failed = failed
    }
}
