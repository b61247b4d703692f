import TerminalScreen
import Testing

/// The screen contract: each choice carries its own action, so a key reaches only the action it names;
/// a prompt's line goes to its answer as typed.
@MainActor
@Suite struct ScreenTests {
    @Test func aKeyRunsOnlyItsOwnChoicesAction() {
        let screen = TwoChoices()
        guard case .close(let notice) = screen.handle("2") else {
            Issue.record("2 did not run its action")
            return
        }
        #expect(notice?.text == "two")
        #expect(screen.ran == ["2"])
    }

    @Test(arguments: ["", "3", "b", "1 ", "one"])
    func aKeyTheScreenDoesNotOfferChangesNothing(typed: String) {
        let screen = TwoChoices()
        guard case .stay(nil) = screen.handle(typed) else {
            Issue.record("\(typed) did something")
            return
        }
        #expect(screen.ran.isEmpty)
    }

    @Test func aPromptsLineGoesToItsAnswerAsTyped() {
        var received: [String] = []
        let screen = OnePrompt { received.append($0) }
        _ = screen.handle("  b  ")
        #expect(received == ["  b  "])
        #expect(screen.request.promptLabel == "Name")
    }

    @Test(arguments: [
        ("", PromptLine.keep), ("b", .back), (" B ", .back), ("c", .cancel), ("\\c", .value("c")),
        ("\\q", .value("q")), ("\\?", .value("?")), ("\\\\b", .value("\\b")), ("   ", .value("   ")),
        ("bb", .value("bb")), ("Words.", .value("Words.")),
    ])
    func promptLinesFollowOneGrammar(typed: String, meaning: PromptLine) {
        #expect(PromptLine(typed) == meaning)
    }
}

@MainActor
private final class TwoChoices: Screen {
    let feature = "Test"
    let title = "Two"
    let content: [String] = []
    private(set) var ran: [String] = []

    var request: ScreenRequest {
        .choices([
            ScreenChoice("1", "One") {
                self.ran.append("1")
                return .close(notice: "one")
            },
            ScreenChoice("2", "Two") {
                self.ran.append("2")
                return .close(notice: "two")
            },
        ])
    }
}

@MainActor
private final class OnePrompt: Screen {
    let feature = "Test"
    let title = "Prompt"
    let content: [String] = []
    private let receive: (String) -> Void

    init(_ receive: @escaping (String) -> Void) {
        self.receive = receive
    }

    var request: ScreenRequest {
        .prompt("Name") { line in
            self.receive(line)
            return .stay()
        }
    }
}
