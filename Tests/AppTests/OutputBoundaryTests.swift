import Foundation
import TerminalMenu
import TerminalScreen
import TestSupport
import Testing

@testable import App

/// Nothing that came from a file, the environment, an error or the user reaches the terminal with a
/// control character, a C1 code or a bidirectional control in it: they are shown written out.
@MainActor
@Suite(.limitForATest) struct OutputBoundaryTests {
    @Test func escapesEveryCharacterATerminalWouldActOn() {
        #expect(VisibleText.escaping("plain words\nnext line") == "plain words\nnext line")
        #expect(VisibleText.escaping("\u{1B}[2J") == "\\u{1B}[2J")
        #expect(VisibleText.escaping("a\rb\tc\u{7}") == "a\\u{D}b\\u{9}c\\u{7}")
        #expect(VisibleText.escaping("\u{7F}\u{85}\u{9B}") == "\\u{7F}\\u{85}\\u{9B}")
        #expect(VisibleText.escaping("\u{202E}evil\u{2066}\u{200F}") == "\\u{202E}evil\\u{2066}\\u{200F}")
        #expect(
            VisibleText.escaping("caf\u{E9} \u{201C}quoted\u{201D} \u{1F600}")
                == "caf\u{E9} \u{201C}quoted\u{201D} \u{1F600}")
    }

    /// A bidirectional override could reorder the line it is shown on: by the one rule of what a terminal
    /// must not be sent (`VisibleText`), a stored quote holding one is refused like one holding an escape,
    /// set aside, and the default shown.
    @Test func aStoredQuoteWithABidiOverrideIsRefusedAndSetAside() async throws {
        let data = TemporaryDirectory()
        try data.write(
            #"{"schemaVersion": 1, "value": {"text": "Read \u202Esdrawkcab", "author": "\u2066Someone"}}"#,
            to: "quote.json")

        let run = await AppRun(input: "1\nb\nq\n", dataDirectory: data)

        let moved = data.fileNames.first { $0.hasPrefix("quote.json.unreadable-") } ?? "nothing"
        #expect(
            run.errors
                == "\(data.url.path)/quote.json holds a value FeatureGraph refuses (text has a control character; a "
                + "quote is 1 to 500 characters, not only spaces, without control characters); it was moved to \(moved) "
                + "and defaults are used.\n")
        #expect(run.output.contains("\u{2014} Albert Einstein"))
        #expect(!(run.output + run.errors).unicodeScalars.contains { VisibleText.isHidden($0) })
    }

    @Test func aDataDirectoryNamedWithAnEscapeIsNamedWrittenOut() async throws {
        let parent = TemporaryDirectory()
        try parent.write("not a directory", to: "data\u{1B}]0;pwned\u{7}")
        let console = ScriptedConsole("q\n")
        let status = await FeatureGraphApp.run(
            arguments: ["--data-dir", parent.url.appendingPathComponent("data\u{1B}]0;pwned\u{7}").path],
            edges: .test(console: console, environment: [:]))

        #expect(status == .success)
        #expect(
            console.errors
                == "The data directory \(parent.url.path)/data\\u{1B}]0;pwned\\u{7} is a file, not a folder; changes are "
                + "kept for this session only. Choose another folder with --data-dir.\n")
        #expect(!console.errors.unicodeScalars.contains { VisibleText.isHidden($0) })
    }

    @Test func titlesKeepTheirStylingAndNothingElseIsAnEscape() async throws {
        let data = TemporaryDirectory()
        let console = ScriptedConsole("q\n", isStyled: true)
        _ = await FeatureGraphApp.run(
            arguments: [], edges: .test(console: console, environment: ["FEATURE_GRAPH_DATA_DIR": data.url.path]))

        #expect(console.output.hasPrefix("\u{1B}[1mFeatureGraph\u{1B}[0m\n"))
        let withoutTitleStyling = console.output
            .replacingOccurrences(of: "\u{1B}[1m", with: "").replacingOccurrences(of: "\u{1B}[0m", with: "")
        #expect(!withoutTitleStyling.contains("\u{1B}"))
    }
}
