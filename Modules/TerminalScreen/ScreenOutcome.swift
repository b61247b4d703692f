@MainActor
public enum ScreenOutcome {
    /// Stay on this screen, with an optional one-line notice (a confirmation, or what is valid).
    case stay(notice: Notice? = nil)
    case open(any Screen)
    /// Open the first screen of a flow: `closeFlow` from any of its screens comes back here.
    case openFlow(any Screen)
    /// Close this screen and return to the one below, with an optional one-line notice.
    case close(notice: Notice? = nil)
    /// Close every screen of the innermost open flow, back to the screen that opened it.
    case closeFlow(notice: Notice? = nil)
}
