import Testing

@testable import App

/// Scripted sessions through the real app, in-process, through the same console seam as the binary.
@MainActor
@Suite struct MainMenuSessionTests {
    private static let mainMenu = MainMenuText.screen()

    @Test func showsTheMainMenuAndQuitsWithQ() async {
        let run = await AppRun(input: "q\n")
        #expect(run.output == Self.mainMenu)
        #expect(run.status == .success)
    }

    @Test func endOfInputEndsTheRunCleanly() async {
        let run = await AppRun(input: "")
        #expect(run.output == Self.mainMenu + "\n")
        #expect(run.status == .success)
    }

    @Test func everyEntryOpensItsScreen() async {
        let run = await AppRun(input: "1\nb\n2\nb\n3\nb\n4\nb\nq\n")
        for title in ["Quote", "Notification settings", "Profile", "Diagnostics"] {
            #expect(run.output.contains("> \n\(title)\n"))
        }
        #expect(run.output.components(separatedBy: "  1  Quote").count == 6)
        #expect(run.status == .success)
    }

    @Test func backFromAFeatureReturnsToTheMainMenu() async {
        let run = await AppRun(input: "1\nb\nq\n")
        #expect(run.output.hasSuffix("  b  Back\n> \n" + Self.mainMenu))
    }

    @Test func unknownInputGetsOneLineNamingTheValidChoices() async {
        let run = await AppRun(input: "9\nb\nq\n")
        #expect(run.output.contains("> Unknown choice \"9\". Choose 1, 2, 3, 4, ? or q.\n\nFeatureGraph\n"))
    }

    @Test func bOnTheMainMenuSaysThatThisIsTheMainMenu() async {
        let run = await AppRun(input: "b\nq\n")
        #expect(run.output == Self.mainMenu + "This is the main menu; q quits.\n> ")
    }

    @Test func keysIgnoreCaseAndSurroundingSpaces() async {
        let run = await AppRun(input: "  Q \n")
        #expect(run.output == Self.mainMenu)
    }

    @Test func anEmptyLineShowsTheScreenAgain() async {
        let run = await AppRun(input: "\nq\n")
        #expect(run.output == Self.mainMenu + "\n" + Self.mainMenu)
    }

    @Test func helpExplainsTheKeys() async {
        let run = await AppRun(input: "?\nq\n")
        #expect(run.output.contains("b to go back, q to quit, ? for this help"))
    }

    @Test func controlCharactersAreNeverEchoedBack() async {
        let run = await AppRun(input: "\u{1B}[2J\u{07}\nq\n")
        #expect(run.output.contains("Unknown choice \"?[2J?\""))
        #expect(!run.output.contains("\u{1B}"))
        #expect(!run.output.contains("\u{07}"))
    }

    /// An unknown choice is echoed back cut to 24 characters, so a pasted paragraph costs one short line.
    @Test func aLongUnknownChoiceIsEchoedCutShort() async {
        let run = await AppRun(input: String(repeating: "x", count: 30) + "\nq\n")
        #expect(run.output.contains("Unknown choice \"xxxxxxxxxxxxxxxxxxxxxxxx\u{2026}\". Choose"))
    }

    /// 4096 characters is the longest line taken; one more is refused.
    @Test(arguments: [(4096, false), (4097, true)])
    func theLongestLineTakenIs4096Characters(length: Int, refused: Bool) async {
        let run = await AppRun(input: String(repeating: "x", count: length) + "\nq\n")
        #expect(run.output.contains("That line is too long") == refused)
        #expect(run.output.contains("Unknown choice") == !refused)
    }

    @Test func aHugeLineIsRefusedWithOneNotice() async {
        let run = await AppRun(input: String(repeating: "x", count: 100_000) + "\nq\n")
        #expect(run.output.contains("That line is too long (over 4096 characters); nothing was taken."))
        #expect(run.output.count < 2_000)
        #expect(run.status == .success)
    }

    @Test func traceLifetimesPrintsTheRootBooting() async {
        let run = await AppRun(["--trace-lifetimes"], input: "q\n")
        #expect(run.output.hasPrefix("[lifetime] created RootComponent (scope) ^->Root\n"))
        #expect(run.output.contains("[lifetime] created FileKeyValueStore (eager) ^->Root\n"))
    }
}
