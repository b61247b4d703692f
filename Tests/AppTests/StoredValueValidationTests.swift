import Foundation
import TestSupport
import Testing

@testable import App

/// A stored file is input too: a value the prompts would refuse is set aside like a corrupt file — kept
/// beside its old name, reported in one line — and the app starts with the default, every launch.
@MainActor
@Suite(.limitForATest) struct StoredValueValidationTests {
    nonisolated static let quoteRule = "a quote is 1 to 500 characters, not only spaces, without control characters"
    nonisolated static let authorRule = "an author is 1 to 100 characters, not only spaces, without control characters"

    /// The line names the value and the rule it breaks, as a prompt would, and the file is set aside.
    @Test(arguments: [
        (#"{"start": 540, "stop": 1260, "frequencyMinutes": 0}"#, "frequency 0; a frequency is 1 to 1440 minutes"),
        (
            #"{"start": 540, "stop": 1260, "frequencyMinutes": 9223372036854775807}"#,
            "frequency 9223372036854775807; a frequency is 1 to 1440 minutes"
        ),
        (#"{"start": 540, "stop": 1260, "frequencyMinutes": -5}"#, "frequency -5; a frequency is 1 to 1440 minutes"),
        (
            #"{"start": 540, "stop": 1260, "frequencyMinutes": 1441}"#,
            "frequency 1441; a frequency is 1 to 1440 minutes"
        ),
        (
            #"{"start": 540, "stop": 540, "frequencyMinutes": 15}"#,
            "start and stop both 09:00; the stop time must differ from the start time"
        ),
        (
            #"{"start": 1440, "stop": 1260, "frequencyMinutes": 15}"#,
            "start 1440; a time is 0 to 1439 minutes after midnight (00:00 to 23:59)"
        ),
    ])
    func aScheduleThePromptsWouldRefuseIsSetAsideNamingTheRule(value: String, rule: String) async throws {
        let data = TemporaryDirectory()
        try data.write(#"{"schemaVersion": 1, "value": \#(value)}"#, to: "notification-schedule.json")

        let run = await AppRun(input: "q\n", dataDirectory: data)

        #expect(run.status == .success)
        #expect(run.output.contains("Notifications every 15 min from 09:00 to 21:00"))
        let moved = data.fileNames.first { $0.hasPrefix("notification-schedule.json.unreadable-") } ?? "nothing"
        #expect(
            run.errors
                == "\(data.url.path)/notification-schedule.json holds a value FeatureGraph refuses (\(rule)); it was "
                + "moved to \(moved) and defaults are used.\n")
        #expect(!data.fileNames.contains("notification-schedule.json"))
    }

    @Test(arguments: [
        (#"{"text": "", "author": "Someone"}"#, "text is empty; \(Self.quoteRule)"),
        (#"{"text": "Words.", "author": "   "}"#, "author is only spaces; \(Self.authorRule)"),
        (#"{"text": "\u001b[2J", "author": "Someone"}"#, "text has a control character; \(Self.quoteRule)"),
        (
            #"{"text": "Words.", "author": "\u001b]0;pwned\u0007"}"#,
            "author has a control character; \(Self.authorRule)"
        ),
        (
            "{\"text\": \"\(String(repeating: "w", count: 501))\", \"author\": \"Someone\"}",
            "text has 501 characters; \(Self.quoteRule)"
        ),
        (
            "{\"text\": \"Words.\", \"author\": \"\(String(repeating: "a", count: 101))\"}",
            "author has 101 characters; \(Self.authorRule)"
        ),
    ])
    func aQuoteThePromptsWouldRefuseIsSetAsideNamingTheRule(value: String, rule: String) async throws {
        let data = TemporaryDirectory()
        try data.write(#"{"schemaVersion": 1, "value": \#(value)}"#, to: "quote.json")

        let run = await AppRun(input: "1\nb\nq\n", dataDirectory: data)

        #expect(run.status == .success)
        #expect(run.output.contains("Albert Einstein"))
        #expect(!run.output.contains("\u{1B}"))
        let moved = data.fileNames.first { $0.hasPrefix("quote.json.unreadable-") } ?? "nothing"
        #expect(
            run.errors
                == "\(data.url.path)/quote.json holds a value FeatureGraph refuses (\(rule)); it was moved to \(moved) "
                + "and defaults are used.\n")
    }

    @Test func aStoredQuoteWithinTheRulesIsShownTrimmed() async throws {
        let data = TemporaryDirectory()
        try data.write(
            #"{"schemaVersion": 1, "value": {"text": "  Stay hungry.  ", "author": " Someone "}}"#, to: "quote.json")

        let run = await AppRun(input: "1\nb\nq\n", dataDirectory: data)

        #expect(run.output.contains("\u{201C}Stay hungry.\u{201D}"))
        #expect(run.errors.isEmpty)
    }
}
