/// What became of a change a feature persists through the storage protocol it declares: stored, or in
/// force for this session only because storing it failed. Features share this vocabulary so the menu can
/// tell the user the same thing, in one line, whichever feature saved.
public enum SaveOutcome: Equatable, Sendable {
    /// The change is in force and stored.
    case saved
    /// The change is in force for this session, but storing it failed for `reason`, one line for the user.
    case keptForThisSession(reason: String)

    /// Runs `store`; a thrown error becomes `.keptForThisSession` with the error's description, without
    /// a closing full stop, so that a feature can write `"\(reason). The quote is kept…"` and never two.
    public static func attempt(_ store: () throws -> Void) -> SaveOutcome {
        do {
            try store()
            return .saved
        } catch {
            var reason = String(describing: error)
            while reason.last == "." || reason.last == " " { reason.removeLast() }
            return .keptForThisSession(reason: reason)
        }
    }
}
