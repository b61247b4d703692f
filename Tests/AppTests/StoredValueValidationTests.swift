import Foundation
import TestSupport
import Testing

@testable import App

/// A stored file is input too: a value the prompts would refuse is set aside like a corrupt file — kept
/// beside its old name, reported in one line — and the app starts with the default, every launch.
@MainActor
@Suite struct StoredValueValidationTests {
    @Test(arguments: [
        #"{"start": 540, "stop": 1260, "frequencyMinutes": 0}"#,
        #"{"start": 540, "stop": 1260, "frequencyMinutes": 9223372036854775807}"#,
        #"{"start": 540, "stop": 1260, "frequencyMinutes": -5}"#,
        #"{"start": 540, "stop": 1260, "frequencyMinutes": 1441}"#,
        #"{"start": 540, "stop": 540, "frequencyMinutes": 15}"#,
        #"{"start": 1440, "stop": 1260, "frequencyMinutes": 15}"#,
    ])
    func aScheduleThePromptsWouldRefuseIsSetAside(value: String) async throws {
        let data = TemporaryDirectory()
        try data.write(#"{"schemaVersion": 1, "value": \#(value)}"#, to: "notification-schedule.json")

        let run = await AppRun(input: "q\n", dataDirectory: data)

        #expect(run.status == .success)
        #expect(run.output.contains("Notifications every 15 min from 09:00, last at 20:45"))
        #expect(run.errors.contains("notification-schedule.json could not be read; it was moved to"))
        #expect(data.fileNames.contains { $0.hasPrefix("notification-schedule.json.unreadable-") })
        #expect(!data.fileNames.contains("notification-schedule.json"))
    }

    @Test(arguments: [
        #"{"text": "", "author": "Someone"}"#,
        #"{"text": "Words.", "author": "   "}"#,
        #"{"text": "\u001b[2J", "author": "Someone"}"#,
        #"{"text": "Words.", "author": "\u001b]0;pwned\u0007"}"#,
        "{\"text\": \"\(String(repeating: "w", count: 501))\", \"author\": \"Someone\"}",
        "{\"text\": \"Words.\", \"author\": \"\(String(repeating: "a", count: 101))\"}",
    ])
    func aQuoteThePromptsWouldRefuseIsSetAside(value: String) async throws {
        let data = TemporaryDirectory()
        try data.write(#"{"schemaVersion": 1, "value": \#(value)}"#, to: "quote.json")

        let run = await AppRun(input: "1\nb\nq\n", dataDirectory: data)

        #expect(run.status == .success)
        #expect(run.output.contains("Albert Einstein"))
        #expect(!run.output.contains("\u{1B}"))
        #expect(run.errors.contains("quote.json could not be read; it was moved to"))
        #expect(data.fileNames.contains { $0.hasPrefix("quote.json.unreadable-") })
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
