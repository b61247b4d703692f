@MainActor
public enum ScreenOutcome {
    /// Stay on this screen, with an optional one-line notice (a confirmation, or what is valid).
    case stay(notice: Notice? = nil)
    /// Open `destination`, of the feature whose screen answers with it, above this screen: the navigation
    /// stack makes its screen through the feature's component.
    case open(any Destination)
    /// Close this screen and return to the one below, with an optional one-line notice.
    case close(notice: Notice? = nil)
    /// Close every screen of the innermost open flow, back to the screen that opened it.
    case closeFlow(notice: Notice? = nil)
}
