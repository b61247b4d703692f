import TerminalScreen
import TestSupport
import Testing

@testable import App

/// Scripted sessions through the real app, in-process, through the same console seam as the binary.
@MainActor
@Suite(.limitForATest) struct MainMenuSessionTests {
    private static var mainMenu: String { MainMenuText.screen() }

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

    /// The menu map's contract: these keys open these features, whatever is added after them.
    @Test func theContractKeysOpenTheirFeatures() {
        let entries = MainMenuText.entries.prefix(4).map { [$0.key, $0.label] }
        #expect(
            entries == [["1", "Quote"], ["2", "Notification settings"], ["3", "Profile"], ["4", "Diagnostics"]])
    }

    @Test func everyEntryOpensItsScreen() async {
        let entries = MainMenuText.entries
        let run = await AppRun(input: entries.map { "\($0.key)\nb\n" }.joined() + "q\n")
        let tree = RootComponent.sample(tracker: nil)
        for entry in entries {
            var navigation = tree.root.navigation()
            navigation.apply(entry.action())
            #expect(navigation.depth == 2, "\(entry.label) opens no screen")
            #expect(run.output.contains("> \n\(navigation.top.title)\n"))
        }
        #expect(run.output.components(separatedBy: "  1  Quote").count == entries.count + 2)
        #expect(run.status == .success)
    }

    @Test func backFromAFeatureReturnsToTheMainMenu() async {
        let run = await AppRun(input: "1\nb\nq\n")
        #expect(run.output.hasSuffix("  b  Back\n> \n" + Self.mainMenu))
    }

    @Test func unknownInputGetsOneLineNamingTheValidChoices() async {
        let run = await AppRun(input: "9\nb\nq\n")
        let keys = MainMenuText.entries.map(\.key).joined(separator: ", ")
        #expect(run.output.contains("> Unknown choice \"9\". Choose \(keys), ? or q.\n\nFeatureGraph\n"))
    }

    @Test func bOnTheMainMenuSaysThatThisIsTheMainMenu() async {
        let run = await AppRun(input: "b\nq\n")
        #expect(run.output == Self.mainMenu + "This is the main menu; q quits.\n> ")
    }

    @Test func keysIgnoreCaseAndSurroundingSpaces() async {
        let run = await AppRun(input: "  Q \n")
        #expect(run.output == Self.mainMenu)
    }

    /// A screen's own choices, numbers or letters, reach it as the choice whatever the case and spaces:
    /// ` 2 ` opens Notification settings, and `C` on the flow's review cancels it.
    @Test func aScreensChoiceIsTakenAsAPersonTypesIt() async {
        let run = await AppRun(input: " 2 \n1\n08:00\n20:00\n30\nC\nq\n")
        #expect(run.output.contains("Review schedule\n"))
        #expect(run.output.contains("> Cancelled; the schedule is unchanged.\n\nNotification settings\n"))
        #expect(!run.output.contains("Unknown choice"))
    }

    @Test func anEmptyLineShowsTheScreenAgain() async {
        let run = await AppRun(input: "\nq\n")
        #expect(run.output == Self.mainMenu + "\n" + Self.mainMenu)
    }

    /// `?` names the keys that work where it is asked: `b` below the main menu only.
    @Test func helpExplainsTheKeys() async {
        let menu = await AppRun(input: "?\nq\n")
        #expect(menu.output.contains("a key from the list, q to quit, ? for this help"))
        let profile = await AppRun(input: "3\n?\nq\n")
        #expect(profile.output.contains("a key from the list, b to go back, q to quit, ? for this help"))
    }

    /// A flow's menu offers `c`; its help says so, and leaves `b` to the list, where the review's own `b` is.
    @Test func helpOnAFlowsMenuNamesCancel() async {
        let run = await AppRun(input: "2\n1\n\n\n\n?\nc\nq\n")
        #expect(run.output.contains("a key from the list, c to cancel, q to quit, ? for this help"))
    }

    @Test func controlCharactersAreNeverEchoedBack() async {
        let run = await AppRun(input: "\u{1B}[2J\u{07}\nq\n")
        #expect(run.output.contains("Unknown choice \"\\u{1B}[2J\\u{7}\""))
        #expect(!run.output.contains("\u{1B}"))
        #expect(!run.output.contains("\u{07}"))
    }

    /// An unknown choice is echoed back cut to 24 characters, so a pasted paragraph costs one short line;
    /// one of exactly 24 is shown whole.
    @Test func aLongUnknownChoiceIsEchoedCutShort() async {
        let run = await AppRun(
            input: String(repeating: "x", count: 30) + "\n" + String(repeating: "y", count: 24) + "\nq\n")
        #expect(run.output.contains("Unknown choice \"xxxxxxxxxxxxxxxxxxxxxxxx\u{2026}\". Choose"))
        #expect(run.output.contains("Unknown choice \"yyyyyyyyyyyyyyyyyyyyyyyy\". Choose"))
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
