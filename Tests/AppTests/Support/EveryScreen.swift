/// A session through every screen of the app, one line per main-menu entry, for the tests that need the
/// whole tree opened: `scripts/new-feature` adds a visit of each new feature's first screen.
enum EveryScreen {
    /// What to type.
    static let input = [
        "1\n1\nNew words.\nSomeone\nb\n",  // Quote: edited
        "2\n1\n\n\n\n1\n1\nc\nb\n",  // Notification settings: the flow saved, then opened and cancelled
        "3\n1\n2\n1\n3\n2\n1\n1\nb\nb\n",  // Profile: the viewer switched twice, a privacy preference changed
        "4\nb\n",  // Diagnostics
        "q\n",
    ].joined()

    /// How many scopes the session opens: the root, each feature's component, the notifications flow and
    /// the profile session.
    static let scopeCount = 6
}
