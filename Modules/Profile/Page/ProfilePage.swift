/// The profile as one viewer may see it, ready to show.
package struct ProfilePage: Sendable, Equatable {
    package let lines: [String]
    /// Whether the page says the profile could not be loaded, so the screen offers to try again.
    package let failed: Bool

    package init(lines: [String], failed: Bool = false) {
        self.lines = lines
        self.failed = failed
    }
}
