import LifetimeDiagnostics

/// `--trace-lifetimes`: a console that prints each lifetime event on a line of its own, and before writing
/// anything else has the tracker catch up, so that a release shows above the screen that follows the
/// line that caused it.
@MainActor
final class TracingConsole: Console {
    private let console: Console
    private let tracker: LifetimeTracker

    init(_ console: Console, tracker: LifetimeTracker) {
        self.console = console
        self.tracker = tracker
        // Setter injection: the trace is optional, so the tracker is given it after it is made.
        tracker.onEvent = { event in console.write("\(event)\n") }
    }

    var isStyled: Bool { console.isStyled }
    var echoesInput: Bool { console.echoesInput }
    var waitsForLoads: Bool { console.waitsForLoads }
    func nextLine() async -> String? { await console.nextLine() }

    func write(_ text: String) {
        tracker.catchUp()
        console.write(text)
    }

    func writeError(_ text: String) {
        tracker.catchUp()
        console.writeError(text)
    }

    func writeTitle(_ title: String) {
        tracker.catchUp()
        console.writeTitle(title)
    }
}
