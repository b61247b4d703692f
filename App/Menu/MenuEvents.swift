/// What the menu waits for: a line typed (`nil` once the input has ended), a notice to show while it
/// waits (a reminder), or the end of a load the screen drawn `drawing`-th was waiting for.
enum MenuEvent: Sendable {
    case line(String?)
    case notice(String)
    case loaded(drawing: Int)
}

/// The menu's one queue of events, in the order they happen: the lines the console reads off the main
/// actor and the notices sent from anywhere, read by the main-actor menu as an async sequence.
/// `Sendable`, so that a task on any executor can post to it.
package final class MenuEvents: Sendable {
    let stream: AsyncStream<MenuEvent>
    private let continuation: AsyncStream<MenuEvent>.Continuation

    package init() {
        (stream, continuation) = AsyncStream.makeStream()
    }

    func post(_ event: MenuEvent) {
        continuation.yield(event)
    }
}
