@MainActor
public enum ScreenOutcome {
    /// Stay on this screen, with an optional one-line notice (a confirmation, or what is valid).
    case stay(notice: Notice? = nil)
    /// Open `destination` above this screen: the navigation stack makes its screen.
    case open(AnyDestination)
    /// Close this screen and return to the one below, with an optional one-line notice.
    case close(notice: Notice? = nil)
    /// Close every screen of the innermost open flow, back to the screen that opened it.
    case closeFlow(notice: Notice? = nil)

    /// Open `destination`, of the feature whose screen answers with it.
    public static func open(_ destination: some Destination) -> ScreenOutcome { .open(AnyDestination(destination)) }
}
