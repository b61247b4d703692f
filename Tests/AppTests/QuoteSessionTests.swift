import Core
import Persistence
import QuoteFeature
import TestSupport
import Testing

@testable import App
@testable import Composition

/// The Quote feature through the real composition root and menu.
@MainActor
@Suite(.limitForATest) struct QuoteSessionTests {
    @Test func theQuoteScreenShowsTheDefaultQuote() async {
        let run = await AppRun(input: "1\n")
        #expect(
            run.output.hasSuffix(
                """

                Quote
                \u{201C}Two things are infinite: the universe and human stupidity; and I'm not sure about the universe.\u{201D}
                  \u{2014} Albert Einstein

                  1  Edit quote
                  2  Remind me of it
                  b  Back
                > 
                Left at quote \u{2014} feature-graph resume comes back here.

                """))
    }

    @Test func anEditShowsOnTheQuoteScreenAndTheMainMenuAtOnce() async {
        let run = await AppRun(input: "1\n1\nStay hungry.\nStewart Brand\nb\nq\n")
        #expect(run.output.contains("> Saved.\n\nQuote\n\u{201C}Stay hungry.\u{201D}\n  \u{2014} Stewart Brand\n"))
        #expect(
            run.output.hasSuffix(MainMenuText.screen(author: "Stewart Brand")))
    }

    // app-run-test: begin
    @Test func anEditInOneRunShowsInTheNext() async {
        let data = TemporaryDirectory()
        _ = await AppRun(input: "1\n1\nStay hungry.\nStewart Brand\nq\n", dataDirectory: data)
        let next = await AppRun(input: "1\nq\n", dataDirectory: data)
        #expect(next.output.contains("Favourite quote by Stewart Brand"))
        #expect(next.output.contains("\u{201C}Stay hungry.\u{201D}"))
    }
    // app-run-test: end

    @Test func endOfInputInTheMiddleOfAnEditSavesNothing() async {
        let data = TemporaryDirectory()
        let run = await AppRun(input: "1\n1\nHalf an edit\n", dataDirectory: data)
        #expect(run.status == .success)
        await #expect(AppRun(input: "q\n", dataDirectory: data).output.contains("Favourite quote by Albert Einstein"))
    }

    @Test func qInTheMiddleOfAnEditQuitsNamingWhatItDiscards() async {
        let data = TemporaryDirectory()
        let run = await AppRun(input: "1\n1\nHalf an edit\nq\n", dataDirectory: data)
        #expect(
            run.output.hasSuffix(
                "Author\n> Not saved: the quote you were editing.\n"
                    + "Left at quote/edit \u{2014} feature-graph resume comes back here.\n"))
        #expect(run.status == .success)
        #expect(!data.fileNames.contains("quote.json"))
    }

    /// An author called C: `c` alone cancels, `?` says how to type it, and `\C` is the name.
    @Test func anAuthorCalledCIsTypedAfterABackslash() async {
        let run = await AppRun(input: "1\n1\nStay hungry.\n?\n\\C\nq\n")
        #expect(run.output.contains(#"type a backslash first: \c is "c"."#))
        #expect(run.output.contains("> Saved.\n\nQuote\n\u{201C}Stay hungry.\u{201D}\n  \u{2014} C\n"))
    }

    /// The issue's reproduction: `1 1 b b` leaves Edit quote and Quote, and the quote is unchanged.
    @Test func backTwiceLeavesEditQuoteWithTheQuoteUnchanged() async {
        let data = TemporaryDirectory()
        let run = await AppRun(input: "1\n1\nb\nb\nq\n", dataDirectory: data)
        #expect(run.output.contains("> Left Edit quote; the quote is unchanged.\n"))
        #expect(!data.fileNames.contains("quote.json"))
        await #expect(AppRun(input: "q\n", dataDirectory: data).output.contains("Favourite quote by Albert Einstein"))
    }

    @Test func invalidTextGetsOneLineAndTheSamePromptAgain() async {
        let run = await AppRun(input: "1\n1\n   \n")
        #expect(
            run.output.hasSuffix(
                """
                > A quote is 1 to 500 characters, not only spaces, without control characters.
                Quote text
                > 
                Left at quote/edit \u{2014} feature-graph resume comes back here.

                """))
    }

    @Test func aHundredKilobyteLineInThePromptIsRefusedAndTheQuoteKept() async {
        let run = await AppRun(input: "1\n1\n" + String(repeating: "z", count: 100_000) + "\n\n\nb\nq\n")
        #expect(run.output.contains("That line is too long (over 4096 characters); nothing was taken.\nQuote text"))
        #expect(run.output.contains("Favourite quote by Albert Einstein"))
    }

    @Test func aCorruptQuoteFileStartsTheAppWithTheDefaultAndOneLine() async throws {
        let data = TemporaryDirectory()
        try data.write("{ this is not json", to: "quote.json")

        let run = await AppRun(input: "q\n", dataDirectory: data)

        #expect(run.status == .success)
        #expect(run.output.contains("Favourite quote by Albert Einstein"))
        let moved = data.fileNames.first { $0.hasPrefix("quote.json.unreadable-") } ?? "nothing"
        #expect(
            run.errors
                == "\(data.url.path)/quote.json could not be read (it is not JSON); it was moved to \(moved) and defaults "
                + "are used.\n")
    }

    @Test func anUnwritableDataDirectoryKeepsTheEditForTheSession() async throws {
        let data = TemporaryDirectory()
        try data.write("a file where the data directory should be", to: "blocked")
        let run = await AppRun(
            ["--data-dir", data.url.appendingPathComponent("blocked").path],
            input: "1\n1\nKept in memory.\nMe\n")
        #expect(run.output.contains("The quote is kept for this session only."))
        #expect(run.output.contains("\u{201C}Kept in memory.\u{201D}"))
    }

    @Test func bothQuoteScreensGetTheRootsOneModelController() {
        let tree = RootComponent.sample(tracker: nil)
        let quoteScreen = tree.root.component(\.quote).quoteScreen
        let editScreen = tree.root.component(\.quote).editQuoteScreen
        #expect(quoteScreen.controller === editScreen.controller)
        #expect(quoteScreen.controller === tree.root.component(\.quote).modelController)
    }
}
