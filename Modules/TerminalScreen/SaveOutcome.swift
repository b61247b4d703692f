/// What became of a change a feature persists through the storage protocol it declares: stored, or in
/// force for this session only because storing it failed. Features share this vocabulary so the menu can
/// tell the user the same thing, in one line, whichever feature saved.
public enum SaveOutcome: Equatable, Sendable {
    /// The change is in force and stored.
    case saved
    /// The change is in force for this session, but storing it failed for `reason`, one line for the user.
    case keptForThisSession(reason: String)

    /// Kept for this session because of `error`, whose description is the reason, without a closing full
    /// stop, so that a feature can write `"\(reason). The quote is kept…"` and never two.
    public static func kept(because error: any Error) -> SaveOutcome {
        var reason = String(describing: error)
        while reason.last == "." || reason.last == " " { reason.removeLast() }
        return .keptForThisSession(reason: reason)
    }
}
