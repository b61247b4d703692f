/// What the menu waits for: a line typed (`nil` once the input has ended), a notice or trace lines to show while it
/// waits (a reminder), or the end of a load the screen drawn `drawing`-th was waiting for.
public enum MenuEvent: Sendable {
    case line(String?)
    case notice(String)
    /// A notice that waited for a change to be written, before the screen that follows it is drawn, unless
    /// that screen was drawn meanwhile.
    case noticeBeforeScreen(String)
    /// A line the store reports while the menu runs (another FeatureGraph holds the lock, a file refused).
    case problem(String)
    /// Trace lines came while the menu waited at a prompt: the console holds them until the menu's turn.
    case traceHeld
    case loaded(drawing: Int)
}

/// The menu's one queue of events, in the order they happen: the lines the console reads off the main
/// actor and the notices sent from anywhere, read by the main-actor menu as an async sequence.
/// `Sendable`, so that a task on any executor can post to it.
public final class MenuEvents: Sendable {
    package let stream: AsyncStream<MenuEvent>
    private let continuation: AsyncStream<MenuEvent>.Continuation

    public init() {
        (stream, continuation) = AsyncStream.makeStream()
    }

    public func post(_ event: MenuEvent) {
        continuation.yield(event)
    }
}
