import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Ctrl-C (SIGINT) and `kill` (SIGTERM) while the menu runs: each is handed to the menu, which says what a
/// half-done flow leaves unsaved and ends the run as `q` does, with 130 or 143. The signal is taken by a
/// dispatch source, not a handler, so the menu's own code runs, on its own actor. Should the menu not end
/// within two seconds, or the signal come again, the process ends at once with the same status.
@MainActor
package final class Interruptions {
    /// How many signals have come: the first is handed to the menu, a second ends the process.
    private final class Received: Sendable {
        let count = Atomic<Int>(0)
    }

    private var sources: [any DispatchSourceSignal] = []

    package init() {}

    /// From now on, hands each SIGINT or SIGTERM to `interrupt`.
    package func listen(_ interrupt: @escaping @Sendable (ExitStatus) -> Void) {
        let received = Received()
        let queue = DispatchQueue(label: "feature-graph.interruptions")
        for (number, status) in [(SIGINT, ExitStatus.interrupted), (SIGTERM, ExitStatus.terminated)] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler(handler: Self.handler(status, received, queue, interrupt))
            source.resume()
            sources.append(source)
        }
    }

    /// What a signal does, on `queue`. Made outside the main actor: a closure made on it would be
    /// isolated to it, and stop the process when the queue runs it.
    private nonisolated static func handler(
        _ status: ExitStatus, _ received: Received, _ queue: DispatchQueue,
        _ interrupt: @escaping @Sendable (ExitStatus) -> Void
    ) -> @Sendable () -> Void {
        {
            guard received.count.add(1, ordering: .relaxed).oldValue == 0 else { _exit(status.rawValue) }
            interrupt(status)
            queue.asyncAfter(deadline: .now() + 2) { _exit(status.rawValue) }
        }
    }
}
