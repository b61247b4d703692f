import Core
import Diagnostics
import LifetimeDiagnostics
import TerminalMenu
import TestSupport
import Testing

/// The trace's layout, driven directly: what the tracker has not told yet is written before the text that
/// follows, and a trace line that ends the prompt's line takes the place of the text's own newline.
@MainActor
@Suite(.limitForATest) struct TracingConsoleTests {
    private let log = OneStreamConsole()
    private let tracker = LifetimeTracker()

    @Test func linesTracedAtThePromptEachTakeALineAndTheTextAfterThemLosesItsNewline() {
        let trace = TracingConsole(log, tracker: tracker, events: MenuEvents())
        let root = TracedRoot(observer: tracker)
        var first: TracedChild? = root.child
        var second: TracedChild? = root.child
        trace.write("> ")
        (first, second) = (nil, nil)
        log.text = ""

        trace.write("\nReminder\n")
        let released = "[lifetime] released TracedChild (scope) ^->Root->TracedChild\n"
        #expect(log.text == "\n" + released + released + "Reminder\n")
        trace.write("\nMenu\n")
        #expect(log.text.hasSuffix("Reminder\n\nMenu\n"), "only the text right after the trace loses its newline")
        withExtendedLifetime((first, second)) {}
    }

    /// The first line that comes while the menu waits at a prompt tells the menu it has lines to show, once:
    /// the lines after it are shown with it.
    @Test func theFirstLineHeldAtThePromptTellsTheMenuOnce() async {
        let events = MenuEvents()
        let trace = TracingConsole(log, tracker: tracker, events: events)
        let root = TracedRoot(observer: tracker)
        trace.write("> ")
        let first = root.child
        events.post(.line("one line held"))
        let second = root.child
        events.post(.line("two lines held"))
        let stream = events.stream
        let posted = await awaiting("the three events posted", within: WaitLimit.forAnEvent) {
            var posted: [String] = []
            for await event in stream {
                switch event {
                case .traceHeld: posted.append("told")
                case .line(let line?): posted.append(line)
                default: posted.append("something else")
                }
                if posted.count == 3 { break }
            }
            return posted
        }
        #expect(posted == ["told", "one line held", "two lines held"])
        withExtendedLifetime((first, second)) {}
    }

    /// The menu redraws its prompt for held lines only while some are held: once a write has shown them,
    /// a late `traceHeld` finds nothing to show.
    @Test func holdsLinesFromTheFirstAtThePromptUntilTheNextWrite() {
        let trace = TracingConsole(log, tracker: tracker, events: MenuEvents())
        let root = TracedRoot(observer: tracker)
        trace.write("> ")
        #expect(!trace.holdsLines)
        let child = root.child
        #expect(trace.holdsLines)
        trace.write("\nMenu\n")
        #expect(!trace.holdsLines)
        withExtendedLifetime(child) {}
    }

    /// Piped, a line read is written back after its prompt: what was traced while the menu waited comes
    /// after that echo, not between the prompt and the line.
    @Test func linesTracedAtAPipedPromptComeAfterTheLineWrittenBack() async {
        log.echoesInput = true
        log.lines = ["1"]
        let trace = TracingConsole(log, tracker: tracker, events: MenuEvents())
        let root = TracedRoot(observer: tracker)
        trace.write("> ")
        log.text = "> "
        let child = root.child
        let line = await trace.nextLine()
        trace.write("1\n")
        #expect(line == "1")
        #expect(log.text == "> 1\n[lifetime] created TracedChild (scope) ^->Root->TracedChild\n")
        withExtendedLifetime(child) {}
    }

    @Test func anErrorComesAfterWhatTheTrackerHadNotToldYet() {
        let trace = TracingConsole(log, tracker: tracker, events: MenuEvents())
        let root = TracedRoot(observer: tracker)
        var child: TracedChild? = root.child
        trace.write("> ")
        child = nil
        log.text = ""

        trace.writeError("Could not save.\n")
        #expect(log.text == "\n[lifetime] released TracedChild (scope) ^->Root->TracedChild\nerror: Could not save.\n")
        withExtendedLifetime(child) {}
    }
}

/// Standard output and standard error in one stream, in the order written.
@MainActor
private final class OneStreamConsole: Console {
    let isStyled = false
    /// Whether the input is piped, so that the app writes each line read back after its prompt.
    var echoesInput = false
    let waitsForLoads = false
    var text = ""
    var lines: [String] = []

    func nextLine() async -> String? { lines.isEmpty ? nil : lines.removeFirst() }
    func write(_ text: String) { self.text += text }
    func writeError(_ text: String) { self.text += "error: " + text }
}

private final class TracedRoot: BootstrapComponent {
    init(observer: LifetimeTracker) { super.init(name: "Root", observer: observer) }
    var child: TracedChild { TracedChild(parent: self) }
}

private final class TracedChild: Component<Void> {}
