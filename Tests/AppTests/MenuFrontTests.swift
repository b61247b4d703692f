import Core
import Diagnostics
import LifetimeDiagnostics
import ProfileFeature
import ProfileUserLive
import TerminalMenu
import TerminalScreen
import TestSupport
import Testing

@testable import App

/// The menu front's own rules, with small stub screens: navigation, flows, prompts and notices.
@MainActor
@Suite struct MenuFrontTests {
    @Test func backReturnsToTheScreenBelow() async {
        let console = ScriptedConsole("1\nb\nq\n")
        await MenuFront(testing: StubMenu("Home") { StubMenu("Inner") }, console: console).run()
        #expect(console.output.components(separatedBy: "Home\n").count == 3)
        #expect(console.output.contains("Inner\n  1  Open\n  b  Back\n> "))
    }

    @Test func aPromptGetsEveryLineAsTypedButQAndQuestionMark() async {
        let prompt = StubPrompt()
        let console = ScriptedConsole("1\nb\n ? \n\\q\nQ\n")
        await MenuFront(testing: StubMenu("Home") { prompt }, console: console).run()
        #expect(prompt.received == ["b", "\\q"])
        #expect(
            console.output.contains(
                "Answer\n> \(PromptLine.helpText)\nThis screen's link is next: feature-graph open next starts here.\n"
                    + "Answer\n> "))
    }

    /// `q` leaves from a prompt as from a menu, and names what the open screens held unsaved.
    @Test func quittingNamesWhatItDiscards() async {
        let console = ScriptedConsole("1\nmaybe\nq\n")
        await MenuFront(testing: StubMenu("Home") { StubPrompt() }, console: console).run()
        #expect(console.output.hasSuffix("Answer\n> Not saved: the answer you typed.\n"))

        let nothingTyped = ScriptedConsole("1\nq\n")
        await MenuFront(testing: StubMenu("Home") { StubPrompt() }, console: nothingTyped).run()
        #expect(nothingTyped.output.hasSuffix("Answer\n> "))
    }

    /// What the menu waits for — here a profile's load that never ends — is its own, in a group it cancels
    /// when it ends: quitting while the load waits ends the run, and the load's waiting with it.
    @Test(.limitForATest)
    func quittingWhileALoadWaitsEndsTheRun() async {
        let console = LiveConsole()
        let edges = AppEdges.test(console: console, userSource: NeverLoads())
        let run = Task { await FeatureGraphApp.run(arguments: [], edges: edges) }
        console.type("3")
        await console.untilOutput(contains: "Loading\u{2026}")
        console.type("q")
        #expect(await ended(run) == .success)
    }

    /// A screen's own `b` (Bookmark here) is its choice, not Back: it stays open, and `?` offers no Back.
    @Test func aScreensOwnBChoiceWinsOverBack() async {
        let console = ScriptedConsole("1\nb\n?\nq\n")
        await MenuFront(testing: StubMenu("Home") { StubBookmarks() }, console: console).run()
        #expect(console.output.contains("> Bookmarked.\n"), "\(console.output)")
        #expect(console.output.components(separatedBy: "Reading\n").count == 4, "the screen drawn again after b and ?")
        #expect(!console.output.contains("Back") && !console.output.contains("b to go back"), "\(console.output)")
    }

    @Test func bOnTheMainMenuSaysWhereItIs() async {
        let console = ScriptedConsole("b\n")
        await MenuFront(testing: StubMenu("Home"), console: console).run()
        #expect(console.output.hasSuffix("  q  Quit\n> This is the main menu; q quits.\n> \n"))
    }

    /// Piped input is echoed, but a line too long to take is cut in the echo as in the notice.
    @Test func aLineTooLongIsNotEchoedWhole() async {
        let console = ScriptedConsole(String(repeating: "x", count: 5000) + "\n", echoesInput: true)
        await MenuFront(testing: StubMenu("Home"), console: console).run()
        let echo = String(repeating: "x", count: 24) + "\u{2026} (5000 characters)"
        #expect(
            console.output.hasSuffix(
                "> \(echo)\nThat line is too long (over 4096 characters); nothing was taken.\n> \n"))
    }

    @Test func anInvalidAnswerGetsOneLineAndTheSamePromptAgain() async {
        let console = ScriptedConsole("1\nnope\n")
        await MenuFront(testing: StubMenu("Home") { StubPrompt() }, console: console).run()
        #expect(console.output.hasSuffix("Answer\n> Type yes or no.\nAnswer\n> \nNot saved: the answer you typed.\n"))
    }

    /// A screen that ends "its flow" when it was opened as a plain screen closes itself alone: there is no
    /// flow to end, and the screen below stays.
    @Test func closingAFlowWhereNoneIsOpenClosesTheScreenAlone() async {
        let console = ScriptedConsole("1\n1\nc\nq\n")
        await MenuFront(testing: StubMenu("Home") { StubMenu("Inner") { StubStep(1) } }, console: console).run()
        #expect(console.output.hasSuffix("Answer\n> Cancelled.\n\nInner\n  1  Open\n  b  Back\n> "))
    }

    /// At a terminal, as piped, the notice of a change written comes before the screen it returns to.
    @Test(.limitForATest)
    func aWrittenNoticeComesBeforeTheScreenItReturnsTo() async {
        let console = LiveConsole()
        let written = Saving(.saved)
        let run = Task { await MenuFront(testing: StubMenu("Home") { StubSaver(written) }, console: console).run() }
        console.type("1")
        console.type("yes")
        await console.untilOutput(contains: "Written.")
        await console.untilOutput(contains: "  q  Quit\n> ", times: 2)
        #expect(console.output.hasSuffix("Answer\n> Written.\n\nHome\n  1  Open\n  q  Quit\n> "))
        console.type("q")
        await ended(run)
    }

    /// At a terminal a screen waits for the notice of a change being written, and keys are read meanwhile: a
    /// line typed before the write ends draws the screen it goes to, and the notice comes below it later.
    @Test(.limitForATest)
    func keysAreTakenWhileTheScreenWaitsForAWrite() async {
        let console = LiveConsole()
        let writing = Saving()
        let run = Task { await MenuFront(testing: StubMenu("Home") { StubSaver(writing) }, console: console).run() }
        console.type("1")
        console.type("yes")
        await console.untilOutput(contains: "Answer\n> ")
        console.type("?")
        await console.untilOutput(contains: "Type a key and press Enter")
        #expect(console.output.contains("Answer\n> \nHome\n  1  Open\n  q  Quit\n> "))
        writing.resolve(.saved)
        await console.untilOutput(contains: "\nWritten.\n> ")
        console.type("q")
        await ended(run)
    }

    @Test func closingAScreenShowsItsNoticeAndTheScreenBelow() async {
        let console = ScriptedConsole("1\nyes\nq\n")
        await MenuFront(testing: StubMenu("Home") { StubPrompt() }, console: console).run()
        #expect(console.output.contains("> Saved.\n\nHome\n"))
    }

    /// At a terminal too, a notice that waits for no write comes at once, above the screen that follows.
    @Test(.limitForATest)
    func atATerminalANoticeThatWaitsForNothingComesAboveTheScreen() async {
        let console = LiveConsole()
        let run = Task { await MenuFront(testing: StubMenu("Home") { StubPrompt() }, console: console).run() }
        console.type("1")
        console.type("yes")
        await console.untilOutput(contains: "Saved.")
        #expect(console.output.hasSuffix("Answer\n> Saved.\n\nHome\n  1  Open\n  q  Quit\n> "))
        console.type("q")
        await ended(run)
    }

    /// A load that ends after its screen was left changes nothing: the menu goes on answering, and draws a
    /// screen only when a person comes to it, never for the stale load.
    @Test(.limitForATest)
    func aLoadThatEndsAfterItsScreenWasLeftChangesNothing() async {
        let console = LiveConsole()
        let user = HeldUser()
        let run = Task { await FeatureGraphApp.run(arguments: [], edges: .test(console: console, userSource: user)) }
        console.type("3")
        await console.untilOutput(contains: "Loading\u{2026}")
        console.type("b")
        await console.untilOutput(contains: "  q  Quit\n> ", times: 2)
        user.letTheLoadEnd()
        console.type("1")
        await console.untilOutput(contains: "Edit quote")
        console.type("b")
        await console.untilOutput(contains: "  q  Quit\n> ", times: 3)
        console.type("q")
        #expect(await ended(run) == .success)
        // Each screen drawn once for each time a person came to it, whenever the stale load ended.
        #expect(console.output.components(separatedBy: "  q  Quit\n> ").count == 4, "the main menu drawn three times")
        #expect(console.output.components(separatedBy: "\nQuote\n").count == 2, "the Quote screen drawn once")
    }

    /// A flow closes to the screen that opened it, however many steps it has: here four, and both
    /// Cancel at the last step and Save there land on the opener.
    @Test(arguments: ["c", "save"])
    func aFlowClosesToTheScreenThatOpenedIt(closing: String) async {
        let console = ScriptedConsole("1\n1\nnext\nnext\nnext\n\(closing)\nb\nq\n")
        let opener = StubMenu("Opener", flow: true) { StubStep(1) }
        await MenuFront(testing: StubMenu("Home") { opener }, console: console).run()
        let closed = closing == "c" ? "Cancelled." : "Saved."
        #expect(console.output.contains("Step 4 of 4\nAnswer\n> \(closed)\n\nOpener\n  1  Open\n  b  Back\n> "))
        #expect(console.output.hasSuffix("\nHome\n  1  Open\n  q  Quit\n> "))
    }

    /// A flow opened inside another ends alone: Cancel closes to the screen that opened the inner flow.
    @Test func aFlowInsideAFlowClosesToItsOwnOpener() async {
        let console = ScriptedConsole("1\n1\n1\nc\n")
        let inner = StubMenu("Inner opener", flow: true) { StubStep(1) }
        await MenuFront(testing: StubMenu("Home") { StubMenu("Opener", flow: true) { inner } }, console: console).run()
        #expect(console.output.hasSuffix("> Cancelled.\n\nInner opener\n  1  Open\n  b  Back\n> \n"))
    }

    /// Piped input is echoed whole up to the longest line the menu takes.
    @Test func aLineOfTheLongestLengthTakenIsEchoedWhole() async {
        let longest = String(repeating: "x", count: MenuFront.maximumLineCharacters)
        let console = ScriptedConsole(longest + "\n", echoesInput: true)
        await MenuFront(testing: StubMenu("Home"), console: console).run()
        #expect(console.output.contains("> \(longest)\n"))
    }

    /// A flow left step by step with `b` is forgotten: the next flow's Cancel closes to its own opener.
    @Test func aFlowLeftStepByStepIsForgotten() async {
        let console = ScriptedConsole("1\n1\nb\n1\nnext\nc\n")
        let opener = StubMenu("Opener", flow: true) { StubStep(1) }
        await MenuFront(testing: StubMenu("Home") { opener }, console: console).run()
        #expect(console.output.hasSuffix("> Cancelled.\n\nOpener\n  1  Open\n  b  Back\n> \n"))
    }

    /// A title is shown through the output boundary like any text: a control character in it is written
    /// out, never acted on by the terminal.
    @Test func aTitleIsEscapedLikeAnyText() async {
        let console = ScriptedConsole("")
        await MenuFront(testing: StubMenu("Home\u{1B}[2J"), console: EscapingConsole(console)).run()
        #expect(console.output.hasPrefix("Home\\u{1B}[2J\n"))
    }

    /// With the trace on, a screen released by a line is told before what the line shows next.
    @Test func theTraceTellsAReleaseBeforeWhatFollows() async {
        let tracker = LifetimeTracker()
        let console = ScriptedConsole("1\nyes\n")
        let root = BootstrapComponent(name: "Root", observer: tracker)
        let home = StubMenu("Home") { StubPrompt(madeBy: root) }

        let events = MenuEvents()
        await MenuFront(
            testing: home, console: TracingConsole(console, tracker: tracker, events: events), events: events
        )
        .run()

        #expect(console.output.contains("> [lifetime] released StubPrompt (factory) ^->Root\nSaved.\n\nHome\n"))
    }

    /// Whatever the trace writes next — text, an error line or a title — the releases before it come first.
    @Test(arguments: ["text", "error", "title"])
    func theTraceCatchesUpBeforeEveryWrite(kind: String) throws {
        let tracker = LifetimeTracker()
        let console = ScriptedConsole("")
        let tracing = TracingConsole(console, tracker: tracker, events: MenuEvents())
        _ = BootstrapComponent(name: "Root", observer: tracker)  // released at once
        switch kind {
        case "text": tracing.write("next\n")
        case "error": tracing.writeError("next\n")
        default: tracing.writeTitle("next")
        }
        let released = try #require(console.output.range(of: "[lifetime] released"))
        if kind == "error" {
            #expect(console.errors == "next\n")
        } else {
            #expect(console.output[released.lowerBound...].hasSuffix("^->Root\nnext\n"))
        }
    }
}

/// A menu screen with one choice, `1`, that opens a screen `makeNext` makes, or a flow starting there.
@MainActor
private final class StubMenu: OpensScreens {
    let feature = "Test"
    let title: String
    let content: [String] = []
    private let makeNext: () -> any Screen
    private let opensFlow: Bool

    init(_ title: String, flow: Bool = false, opening next: @escaping () -> any Screen = { StubPrompt() }) {
        self.title = title
        self.opensFlow = flow
        self.makeNext = next
    }

    var request: ScreenRequest { .choices([ScreenChoice("1", "Open", opening: opensFlow ? StubPlace.flow : .next)]) }

    func screen(for destination: any Destination) -> (any Screen)? { makeNext() }
}

/// Where a stub leads: each destination opens the screen its stub makes.
private enum StubPlace: String, Destination, CaseIterable {
    case next
    case flow
    case step

    var startsFlow: Bool { self == .flow }
    var isLaterStep: Bool { self == .step }
}

/// Step `number` of a four-step flow: `next` opens the next step, `save` at the last closes the flow
/// saved, `c` cancels it, `b` closes this step alone.
@MainActor
private final class StubStep: OpensScreens {
    let feature = "Test"
    private let number: Int
    init(_ number: Int) { self.number = number }
    var title: String { "Step \(number) of 4" }
    let content: [String] = []
    var request: ScreenRequest {
        .prompt("Answer") { line in
            switch line {
            case "c": .closeFlow(notice: "Cancelled.")
            case "b": .close()
            case "save" where self.number == 4: .closeFlow(notice: "Saved.")
            default: self.number < 4 ? .open(StubPlace.step) : .stay()
            }
        }
    }

    func screen(for destination: any Destination) -> (any Screen)? { StubStep(number + 1) }
}

/// A screen whose own `b` bookmarks what it shows.
@MainActor
private final class StubBookmarks: Screen {
    let feature = "Test"
    let title = "Reading"
    let content: [String] = []
    var request: ScreenRequest { .choices([ScreenChoice("b", "Bookmark") { .stay(notice: "Bookmarked.") }]) }
}

/// A prompt that accepts `yes` and closes, and records every line it is handed.
@MainActor
private final class StubPrompt: Screen {
    let feature = "Test"
    let title = "Question"
    let content: [String] = []
    var request: ScreenRequest { .prompt("Answer", answer: answer) }
    var unsavedInput: String? { received.isEmpty ? nil : "the answer you typed" }
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

/// A prompt whose answer closes it with a notice that waits for `saving`.
@MainActor
private final class StubSaver: Screen {
    let feature = "Test"
    let title = "Saver"
    let content: [String] = []
    private let saving: Saving
    var request: ScreenRequest {
        .prompt("Answer", answer: { _ in .close(notice: .after(self.saving) { _ in "Written." }) })
    }

    init(_ saving: Saving) {
        self.saving = saving
    }
}

/// A user source whose load waits until the test lets it end, then gives the sample user.
private final class HeldUser: ProfileUserSource, Sendable {
    private let held = AsyncStream<Void>.makeStream()

    func letTheLoadEnd() {
        held.continuation.finish()
    }

    func loadUser() async throws -> ProfileUser {
        for await _ in held.stream {}
        return try await SampleUserFile().loadUser()
    }
}

/// A user source whose load ends only when its task is cancelled.
private struct NeverLoads: ProfileUserSource {
    func loadUser() async throws -> ProfileUser {
        let (cancelledOnly, _) = AsyncStream<Void>.makeStream()
        for await _ in cancelledOnly {}
        throw CancellationError()
    }
}
