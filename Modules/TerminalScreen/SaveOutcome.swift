/// What became of a change a feature persists through the storage protocol it declares: stored, in force
/// for this session only because storing it failed, or not made because another run changed the value
/// first. Features share this vocabulary so the menu can tell the user the same thing, in one line,
/// whichever feature saved.
public enum SaveOutcome: Equatable, Sendable {
    /// The change is in force and stored.
    case saved
    /// The change is in force for this session, but storing it failed for `reason`, one line for the user.
    case keptForThisSession(reason: String)
    /// Another run stored a different value since this one read the value the change was made to: nothing
    /// was written, and the value that run stored is in force in its place, for the screen to show.
    case changedElsewhere

    /// Kept for this session because of `error`, whose description is the reason, without a closing full
    /// stop, so that a feature can write `"\(reason). The quote is kept…"` and never two.
    public static func kept(because error: any Error) -> SaveOutcome {
        var reason = String(describing: error)
        while reason.last == "." || reason.last == " " { reason.removeLast() }
        return .keptForThisSession(reason: reason)
    }
}
