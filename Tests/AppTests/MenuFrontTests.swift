import Core
import TerminalScreen
import Testing

@testable import App

/// The menu front's own rules, with small stub screens: navigation, prompts and notices.
@MainActor
@Suite struct MenuFrontTests {
    @Test func backReturnsToTheScreenBelow() async {
        let console = ScriptedConsole("1\nb\nq\n")
        await MenuFront(home: StubMenu("Home") { StubMenu("Inner") }, console: console, tracker: nil).run()
        #expect(console.output.components(separatedBy: "Home\n").count == 3)
        #expect(console.output.contains("Inner\n  1  Open\n  b  Back\n> "))
    }

    @Test func aPromptGetsEveryLineAsTypedIncludingB() async {
        let prompt = StubPrompt()
        let console = ScriptedConsole("1\nb\nq\n")
        await MenuFront(home: StubMenu("Home") { prompt }, console: console, tracker: nil).run()
        #expect(prompt.received == ["b", "q"])
    }

    @Test func anInvalidAnswerGetsOneLineAndTheSamePromptAgain() async {
        let console = ScriptedConsole("1\nnope\n")
        await MenuFront(home: StubMenu("Home") { StubPrompt() }, console: console, tracker: nil).run()
        #expect(console.output.hasSuffix("Answer\n> Type yes or no.\nAnswer\n> \n"))
    }

    @Test func closingAScreenShowsItsNoticeAndTheScreenBelow() async {
        let console = ScriptedConsole("1\nyes\nq\n")
        await MenuFront(home: StubMenu("Home") { StubPrompt() }, console: console, tracker: nil).run()
        #expect(console.output.contains("> Saved.\n\nHome\n"))
    }

    /// A screen may close more screens than are open above the main menu; the main menu stays.
    @Test func closingMoreScreensThanAreOpenLeavesTheMainMenu() async {
        let console = ScriptedConsole("1\nc\n")
        await MenuFront(home: StubMenu("Home") { StubClosing(count: 5) }, console: console, tracker: nil).run()
        #expect(console.output.hasSuffix("> Closed all.\n\nHome\n  1  Open\n  q  Quit\n> \n"))
    }

    /// A title is shown through the output boundary like any text: a control character in it is written
    /// out, never acted on by the terminal.
    @Test func aTitleIsEscapedLikeAnyText() async {
        let console = ScriptedConsole("")
        await MenuFront(home: StubMenu("Home\u{1B}[2J"), console: EscapingConsole(console), tracker: nil).run()
        #expect(console.output.hasPrefix("Home\\u{1B}[2J\n"))
    }

    @Test func releasesAreNoticedAfterEveryLine() async {
        let tracker = LifetimeTracker()
        var released: [String] = []
        tracker.onEvent = { if $0.kind == .released { released.append($0.typeName) } }
        let console = ScriptedConsole("1\nyes\n")
        let root = BootstrapComponent(tracker: tracker)
        let home = StubMenu("Home") { StubPrompt(madeBy: root) }

        await MenuFront(home: home, console: console, tracker: tracker).run()

        #expect(released == ["StubPrompt"])
    }
}

/// A menu screen with one choice, `1`, that opens a screen `makeNext` makes.
@MainActor
private final class StubMenu: Screen {
    let title: String
    let content: [String] = []
    private let makeNext: () -> any Screen

    init(_ title: String, opening next: @escaping () -> any Screen = { StubPrompt() }) {
        self.title = title
        self.makeNext = next
    }

    var request: ScreenRequest { .choices([ScreenChoice("1", "Open") { .open(self.makeNext()) }]) }
}

/// A prompt that closes `count` screens, whatever is typed.
@MainActor
private final class StubClosing: Screen {
    let title = "Closing"
    let content: [String] = []
    private let count: Int
    init(count: Int) { self.count = count }
    var request: ScreenRequest { .prompt("Answer") { _ in .closeSeveral(self.count, notice: "Closed all.") } }
}

/// A prompt that accepts `yes` and closes, and records every line it is handed.
@MainActor
private final class StubPrompt: Screen {
    let title = "Question"
    let content: [String] = []
    var request: ScreenRequest { .prompt("Answer", answer: answer) }
    private(set) var received: [String] = []

    init() {}

    /// A prompt that `root` made, so the tracker watches it.
    init(madeBy root: Scope) {
        _ = root.factory { self }
    }

    private func answer(_ line: String) -> ScreenOutcome {
        received.append(line)
        return line == "yes" ? .close(notice: "Saved.") : .stay(notice: "Type yes or no.")
    }
}
