import LifetimeDiagnostics
import TerminalMenu

/// `--trace-lifetimes`: each lifetime event on a line of its own, the tracker caught up before anything else is
/// written, so a release shows above the screen that follows; lines that come while the menu waits are held
/// for its next turn, then shown together with the prompt again below.
@MainActor
public final class TracingConsole: Console {
    private let console: Console
    private let tracker: LifetimeTracker
    private let events: MenuEvents
    /// Whether the last thing written was a prompt, with the cursor after it and no line read since.
    private var cursorAfterPrompt = false
    /// Whether a trace line just ended the prompt's line, so the text written next starts one line less.
    private var brokeLine = false
    /// Whether the next write is the line just read, written back: piped input ends the prompt's line
    /// with it, so it comes before anything traced since.
    private var echoIsNext = false
    private var writing = false
    /// Lines traced while the menu waits, shown at its next turn (`MenuEvent.traceHeld`).
    private var held: [String] = []

    public init(_ console: Console, tracker: LifetimeTracker, events: MenuEvents) {
        self.console = console
        self.tracker = tracker
        self.events = events
        // Setter injection: the trace is optional, so the tracker is given it after it is made.
        tracker.onEvent = { [weak self] event in self?.trace("\(event)") }
    }

    public var isStyled: Bool { console.isStyled }
    public var echoesInput: Bool { console.echoesInput }
    public var waitsForLoads: Bool { console.waitsForLoads }
    public var holdsLines: Bool { !held.isEmpty }
    public var wasInterrupted: Bool { console.wasInterrupted }
    public var lineNotEntered: String? { console.lineNotEntered }
    public func close() { console.close() }

    public func nextLine() async -> String? {
        let line = await console.nextLine()
        // At a terminal the person's Enter ends the prompt's line; piped, the echo of the line does.
        if console.echoesInput { echoIsNext = line != nil } else { cursorAfterPrompt = false }
        return line
    }

    public func write(_ text: String) {
        if echoIsNext {
            echoIsNext = false
            console.write(text)
            cursorAfterPrompt = false
            return catchUp()
        }
        catchUp()
        console.write(brokeLine && text.hasPrefix("\n") ? String(text.dropFirst()) : text)
        brokeLine = false
        cursorAfterPrompt = text.hasSuffix("> ")
    }

    public func writeError(_ text: String) {
        catchUp()
        console.writeError(text)
    }

    public func writeTitle(_ title: String) {
        catchUp()
        console.writeTitle(title)
    }

    private func catchUp() {
        writing = true
        defer { writing = false }
        let lines = held
        held = []
        for line in lines { show(line) }
        tracker.catchUp()
    }

    /// Shows `line` now, or holds it for the menu's next turn while it waits at a prompt.
    private func trace(_ line: String) {
        guard cursorAfterPrompt, !writing else { return show(line) }
        held.append(line)
        if held.count == 1 { events.post(.traceHeld) }
    }

    private func show(_ line: String) {
        if cursorAfterPrompt {
            console.write("\n")
            cursorAfterPrompt = false
            brokeLine = true
        }
        console.write(line + "\n")
    }
}
