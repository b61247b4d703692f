import Foundation
import Persistence
import TerminalMenu
import TestSupport
import Testing

@testable import App
@testable import Composition

/// Every storage failure a user can meet, through the real app: one line in plain words naming the file
/// or folder and what to do, never an error domain, a code or a doubled full stop. Each message is also
/// the row of docs/persistence.md's failure table, byte for byte (with `<data>` for the data directory
/// and `<time>` for a timestamp), so the table cannot drift from the app.
@MainActor
@Suite(.limitForATest) struct FailureMessagesTests {
    @Test func theDataDirectoryIsAFile() async throws {
        let parent = TemporaryDirectory()
        try parent.write("a file", to: "data")
        let run = await run("1\n1\nWords.\nSomeone\nq\n", dataDirectory: parent.url.appendingPathComponent("data"))
        try expectDocumented(
            run,
            [
                "The data directory <data> is a file, not a folder; changes are kept for this session only. "
                    + "Choose another folder with --data-dir.",
                "Could not save to <data>/quote.json: part of that path is a file, not a folder; choose another "
                    + "folder with "
                    + "--data-dir. The quote is kept for this session only.",
            ])
        // One line for the directory, one for the save: no value's file is reported unreadable besides.
        #expect(run.lines.filter { $0.contains("<data>") }.count == 2, "\(run.lines)")
    }

    @Test func theDataDirectoryIsUnderAFile() async throws {
        let parent = TemporaryDirectory()
        try parent.write("a file", to: "blocker")
        let run = await run(
            "1\n1\nWords.\nSomeone\nq\n", dataDirectory: parent.url.appendingPathComponent("blocker/data"))
        try expectDocumented(
            run,
            [
                "The data directory <data> cannot be created: <above> is a file, not a folder; changes are kept for "
                    + "this session only. Choose another folder with --data-dir.",
                "Could not save to <data>/quote.json: the folder <data> could not be created: part of that path is "
                    + "a file, not a folder; choose another folder with --data-dir. The quote is kept for this "
                    + "session only.",
            ])
    }

    /// A folder the user may not write in is named at start-up, before anything is typed to save: the data
    /// directory itself, or the folder it would be created in. (The system call is refused here as it is
    /// for a user without the right: tests run as any user, root included.)
    @Test(arguments: [true, false])
    func aFolderTheUserMayNotWriteInIsNamedAtStartUp(directoryExists: Bool) throws {
        let parent = TemporaryDirectory()
        let data = parent.url.appendingPathComponent("data")
        try FileManager.default.createDirectory(
            at: directoryExists ? data : parent.url, withIntermediateDirectories: true)
        var calls = SystemCalls.live
        calls.access = { _, _ in
            errno = EACCES
            return -1
        }
        let said = Shared<[String]>([])
        _ = FileKeyValueStore(directory: data, report: { line in said.value.append(line) }, calls: calls)

        let lines = said.value.map {
            $0.replacingOccurrences(of: data.path, with: "<data>").replacingOccurrences(
                of: parent.url.path, with: "<above>")
        }
        let expected =
            directoryExists
            ? "FeatureGraph may not write in the data directory <data> (permission denied); changes are kept for "
                + "this session only. Choose another folder with --data-dir."
            : "The data directory <data> cannot be created: FeatureGraph may not write in <above> (permission "
                + "denied); changes are kept for this session only. Choose another folder with --data-dir."
        #expect(lines == [expected])
        try expectInTable(expected)
    }

    /// The first call a save makes (opening the folder's lock) and a later one (writing the bytes), refused
    /// as a read-only folder, a read-only disk or a full disk refuses them: each line names the file.
    @Test(
        arguments: [
            (EACCES, "permission denied; make the folder writable, or choose another with --data-dir"),
            (EROFS, "the disk is read-only; choose another folder with --data-dir"),
            (ENOSPC, "the disk is full; free some space and save again"),
        ], [true, false])
    func theSystemRefusesTheSave(refusal: (number: Int32, reason: String), atTheLock: Bool) async throws {
        let (number, reason) = refusal
        let data = TemporaryDirectory()
        var calls = SystemCalls.live
        let saving = Shared(false)
        if atTheLock {
            calls.open = { path, flags, mode in
                guard saving.value, path.hasSuffix("/.lock") else { return SystemCalls.live.open(path, flags, mode) }
                errno = number
                return -1
            }
        } else {
            calls.write = { _, _, _ in
                errno = number
                return -1
            }
        }
        let store = FileKeyValueStore(directory: data.url, report: { _ in }, calls: calls)
        let tree = RootComponent.sample(tracker: nil) { store }
        let screen = tree.root.component(\.quote).editQuoteScreen
        _ = screen.handle("Words.")
        saving.value = true
        let outcome = screen.handle("Someone")
        guard case .close(let notice?) = outcome, let said = await notice.resolved else {
            Issue.record("the edit did not close with a notice: \(outcome)")
            return
        }
        let line = said.replacingOccurrences(of: data.url.path, with: "<data>")
        #expect(line == "Could not save to <data>/quote.json: \(reason). The quote is kept for this session only.")
        try expectInTable(line)
    }

    /// A stored file the user may not read is left where it is, and the line says what fixes a read. (The
    /// system call is refused here as it is for a user without the right: tests run as root too.)
    @Test func aFileTheUserMayNotReadIsLeftSayingWhatFixesIt() throws {
        let data = TemporaryDirectory()
        try data.write(#"{"schemaVersion": 1, "value": {"text": "Words.", "author": "Someone"}}"#, to: "quote.json")
        var calls = SystemCalls.live
        calls.open = { path, flags, mode in
            guard path.hasSuffix("/quote.json") else { return SystemCalls.live.open(path, flags, mode) }
            errno = EACCES
            return -1
        }
        let said = Shared<[String]>([])
        let store = FileKeyValueStore(directory: data.url, report: { line in said.value.append(line) }, calls: calls)
        _ = RootComponent.sample(tracker: nil) { store }.root.component(\.quote).modelController.quote
        let line = said.value.map { $0.replacingOccurrences(of: data.url.path, with: "<data>") }
        let expected =
            "<data>/quote.json could not be read (permission denied; make the file readable, or choose another "
            + "folder with --data-dir); defaults are used."
        #expect(line == [expected])
        #expect(data.fileNames.contains("quote.json"))
        try expectInTable(expected)
    }

    @Test func aFileThatCannotBeReadIsSetAside() async throws {
        let data = TemporaryDirectory()
        try data.write("{\"schemaVersi", to: "quote.json")
        try await expectDocumented(
            run("q\n", in: data),
            [
                "<data>/quote.json could not be read (it is not JSON); it was moved to quote.json.unreadable-<time> "
                    + "and defaults are used."
            ])
    }

    /// What makes a stored file unreadable is named: bytes that are no text, JSON that is no stored value, a
    /// member of the wrong type, missing or null; each documented.
    @Test(arguments: [
        (Data([0xFF, 0xFE, 0x7B]), "its bytes are not UTF-8 text"),
        (Data(), "it is empty"),
        (Data("[1, 2]".utf8), "it is JSON, but no stored value: that has a whole-number schemaVersion"),
        (Data(#"{"schemaVersion": 1, "value": {"text": 5, "author": "A"}}"#.utf8), "its text is not a string"),
        (Data(#"{"schemaVersion": 1, "value": {"text": "Words."}}"#.utf8), "its author is missing"),
        (Data(#"{"schemaVersion": 1, "value": {"text": null, "author": "A"}}"#.utf8), "its text is null, not a string"),
    ])
    func whatMakesAStoredFileUnreadableIsNamed(stored: Data, why: String) async throws {
        let data = TemporaryDirectory()
        try data.write(stored, to: "quote.json")
        try await expectDocumented(
            run("q\n", in: data),
            [
                "<data>/quote.json could not be read (\(why)); it was moved to quote.json.unreadable-<time> and defaults are used."
            ])
    }

    @Test func aFileHoldingAValueTheAppRefusesIsSetAside() async throws {
        let data = TemporaryDirectory()
        try data.write(
            #"{"schemaVersion": 1, "value": {"start": 540, "stop": 1260, "frequencyMinutes": 0}}"#,
            to: "notification-schedule.json")
        try await expectDocumented(
            run("q\n", in: data),
            [
                "<data>/notification-schedule.json holds a value FeatureGraph refuses (frequency 0; a frequency is 1 "
                    + "to 1440 minutes); it was moved to notification-schedule.json.unreadable-<time> and defaults "
                    + "are used."
            ])
    }

    /// A privacy level out of range is refused the same way whichever schema stored it, showing the value.
    @Test(arguments: [
        (
            #"{"schemaVersion": 1, "value": {"levels": ["photos", 7]}}"#,
            "photos level 7 is none of 0 (everyone), 1 (friend), 2 (close friend)"
        ),
        (
            #"{"schemaVersion": 2, "value": {"photos": "nobody"}}"#,
            #"photos level "nobody" is none of the names everyone, friend, close-friend"#
        ),
    ])
    func aPrivacyLevelOutOfRangeIsRefusedShowingIt(stored: String, why: String) async throws {
        let data = TemporaryDirectory()
        try data.write(stored, to: "privacy-preferences.json")
        try await expectDocumented(
            run("3\nb\nq\n", in: data),
            [
                "<data>/privacy-preferences.json holds a value FeatureGraph refuses (\(why)); it was moved to "
                    + "privacy-preferences.json.unreadable-<time> and defaults are used."
            ])
    }

    @Test func aFileOverTheCapIsSetAside() async throws {
        let data = TemporaryDirectory()
        try data.write(String(repeating: " ", count: FileKeyValueStore.maximumFileBytes + 1), to: "quote.json")
        try await expectDocumented(
            run("q\n", in: data),
            [
                "<data>/quote.json is larger than 1 MiB, far more than FeatureGraph ever writes; it was moved to "
                    + "quote.json.unreadable-<time> and defaults are used."
            ])
    }

    @Test func aFileFromANewerVersionIsLeftAndNotSavedOver() async throws {
        let data = TemporaryDirectory()
        try data.write(#"{"schemaVersion": 9, "value": {"text": "Later.", "author": "Someone"}}"#, to: "quote.json")
        try await expectDocumented(
            run("1\n1\nWords.\nSomeone\nq\n", in: data),
            [
                "<data>/quote.json was written by a newer version of FeatureGraph; it is left as it is, defaults are "
                    + "used, and it will not be saved over. Update FeatureGraph to use it.",
                "Could not save to <data>/quote.json: a newer version of FeatureGraph wrote it, and this one will not "
                    + "overwrite it; update FeatureGraph to change it. The quote is kept for this session only.",
            ])
        #expect(data.fileNames.contains("quote.json"))
    }

    // MARK: - Helpers

    private struct Seen {
        let lines: [String]
    }

    private func run(_ input: String, in data: TemporaryDirectory) async -> Seen {
        await run(input, dataDirectory: data.url)
    }

    /// Runs the app over `dataDirectory`; the errors and notices it printed, one per line, normalised.
    private func run(_ input: String, dataDirectory: URL) async -> Seen {
        let console = ScriptedConsole(input)
        _ = await FeatureGraphApp.run(
            arguments: ["--data-dir", dataDirectory.path], edges: .test(console: console, environment: [:]))
        let text = (console.errors + console.output).replacingOccurrences(of: dataDirectory.path, with: "<data>")
            .replacingOccurrences(of: dataDirectory.deletingLastPathComponent().path, with: "<above>")
        // With piped input a notice follows the prompt it answers on the same line.
        let lines = text.split(separator: "\n").map { line in
            String(line.hasPrefix("> ") ? line.dropFirst(2) : line)
                .replacingOccurrences(of: #"\d{8}T\d{6}Z(-\d+)?"#, with: "<time>", options: .regularExpression)
        }
        return Seen(lines: lines)
    }

    /// Each of `messages` was printed as a line of its own, and is a row of the docs' failure table.
    private func expectDocumented(_ seen: Seen, _ messages: [String]) throws {
        for message in messages {
            #expect(seen.lines.contains(message), "not printed: \(message)\nprinted: \(seen.lines)")
            try expectInTable(message)
        }
        for line in seen.lines {
            #expect(!line.contains("Domain") && !line.contains(".."), "not plain: \(line)")
        }
    }

    private func expectInTable(_ message: String) throws {
        let docs = try PackageFiles.text("docs/persistence.md")
        #expect(docs.contains("`\(message)`"), "docs/persistence.md's failure table lacks: \(message)")
    }
}
