import Foundation
import Persistence
import TestSupport
import Testing

@MainActor
@Suite(.limitForATest) struct UnreadableDataTests {
    private let key = StoreKey<Note>("note")

    /// Whatever stands where the file should be is input like a damaged file: reported in one line naming
    /// it and what it is, moved aside (never deleted, never followed or waited on), and the next save
    /// writes a file of its own that the next store reads back.
    @Test(arguments: OddEntry.allCases)
    func somethingThatIsNotAFileIsSetAsideAtOnceAndSavingWorksAfterwards(_ entry: OddEntry) async throws {
        let directory = TemporaryDirectory()
        let target = TemporaryDirectory()
        try target.write("not yours", to: "elsewhere.json")
        let path = directory.url.appendingPathComponent("note.json").path
        try entry.make(at: path, linkingTo: target.url.appendingPathComponent("elsewhere.json").path)
        let reports = ReportLog()
        let store = FileKeyValueStore(directory: directory.url) { reports.add($0) }

        #expect(store.value(for: key) == nil)

        let aside = try #require(directory.fileNames.first { $0.hasPrefix("note.json.unreadable-") })
        #expect(
            reports.lines == [
                "\(path) is \(entry.rawValue), not a file FeatureGraph wrote; it was moved to \(aside) and defaults are used."
            ])
        try await store.save(Note(text: "kept", stars: 2), for: key)
        #expect(FileKeyValueStore(directory: directory.url) { _ in }.value(for: key) == Note(text: "kept", stars: 2))
        #expect(try target.read("elsewhere.json") == "not yours")
    }

    /// A named pipe put in place between two saves of one session: the save says so and never waits on it.
    @Test func aSaveOverANamedPipeMadeMeanwhileFailsNamingItWithoutWaiting() async throws {
        let directory = TemporaryDirectory()
        let store = FileKeyValueStore(directory: directory.url) { _ in }
        try await store.save(Note(text: "first", stars: 1), for: key)
        let path = directory.url.appendingPathComponent("note.json").path
        try FileManager.default.removeItem(atPath: path)
        try OddEntry.namedPipe.make(at: path, linkingTo: "")

        await #expect(throws: StoreError(path: path, reason: "it is a named pipe, not a file")) {
            try await store.save(Note(text: "second", stars: 2), for: key)
        }
        #expect(store.value(for: key) == Note(text: "second", stars: 2))
    }

    @Test func aCorruptFileIsSetAsideWithItsBytesKeptAndReportedInOneLine() async throws {
        let directory = TemporaryDirectory()
        try directory.write("{ not json", to: "note.json")
        let reports = ReportLog()
        let store = FileKeyValueStore(directory: directory.url) { reports.add($0) }

        #expect(store.value(for: key) == nil)

        let aside = try #require(directory.fileNames.first { $0.hasPrefix("note.json.unreadable-") })
        #expect(try directory.read(aside) == "{ not json")
        #expect(!directory.fileNames.contains("note.json"))
        #expect(reports.lines.count == 1)
        #expect(reports.lines.first?.contains(directory.url.appendingPathComponent("note.json").path) == true)
        #expect(reports.lines.first?.contains(aside) == true)
    }

    @Test func aValueOfTheWrongShapeIsSetAsideToo() throws {
        let directory = TemporaryDirectory()
        try directory.write(#"{"schemaVersion": 1, "value": {"text": 5}}"#, to: "note.json")
        let store = FileKeyValueStore(directory: directory.url) { _ in }
        #expect(store.value(for: key) == nil)
        #expect(directory.fileNames.contains { $0.hasPrefix("note.json.unreadable-") })
    }

    /// A value its type refuses was read: the line says which value and which rule, not "unreadable".
    @Test func aValueItsTypeRefusesIsSetAsideNamingTheRule() throws {
        let directory = TemporaryDirectory()
        try directory.write(#"{"schemaVersion": 1, "value": {"text": "x", "stars": 9}}"#, to: "note.json")
        let reports = ReportLog()
        let store = FileKeyValueStore(directory: directory.url) { reports.add($0) }

        #expect(store.value(for: key) == nil)

        let aside = try #require(directory.fileNames.first { $0.hasPrefix("note.json.unreadable-") })
        let path = directory.url.appendingPathComponent("note.json").path
        #expect(
            reports.lines == [
                "\(path) holds a value FeatureGraph refuses (stars 9; a note has 0 to 5 stars); it was moved to "
                    + "\(aside) and defaults are used."
            ])
    }

    @Test func savingAfterwardsWritesAFreshFileAndKeepsTheOldOneAside() async throws {
        let directory = TemporaryDirectory()
        try directory.write("garbage", to: "note.json")
        let store = FileKeyValueStore(directory: directory.url) { _ in }
        _ = store.value(for: key)
        try await store.save(Note(text: "new", stars: 1), for: key)
        #expect(FileKeyValueStore(directory: directory.url) { _ in }.value(for: key) == Note(text: "new", stars: 1))
        #expect(directory.fileNames.filter { $0.hasPrefix("note.json.unreadable-") }.count == 1)
    }

    @Test func anUnwritableDirectoryFailsTheSaveButKeepsTheValueForTheSession() async throws {
        let parent = TemporaryDirectory()
        try parent.write("a file, not a directory", to: "blocker")
        let store = FileKeyValueStore(directory: parent.url.appendingPathComponent("blocker/data")) { _ in }

        await #expect(throws: StoreError.self) { try await store.save(Note(text: "kept", stars: 2), for: key) }
        #expect(store.value(for: key) == Note(text: "kept", stars: 2))
    }

    @Test func theSaveErrorIsOneLineNamingThePath() async throws {
        let parent = TemporaryDirectory()
        try parent.write("a file", to: "blocker")
        let store = FileKeyValueStore(directory: parent.url.appendingPathComponent("blocker/data")) { _ in }
        do {
            try await store.save(Note(text: "x", stars: 0), for: key)
            Issue.record("saving under a file should fail")
        } catch {
            #expect(
                error.description
                    == "Could not save to \(parent.url.path)/blocker/data/note.json: the folder \(parent.url.path)/"
                    + "blocker/data could not be created: part of that path is a file, not a folder; choose another "
                    + "folder with --data-dir")
        }
    }

    @Test func aDataDirectoryThatIsAFileIsReportedAtOpening() throws {
        let parent = TemporaryDirectory()
        try parent.write("a file", to: "data")
        let reports = ReportLog()
        _ = FileKeyValueStore(directory: parent.url.appendingPathComponent("data")) { reports.add($0) }
        #expect(
            reports.lines == [
                "The data directory \(parent.url.path)/data is a file, not a folder; changes are kept for this "
                    + "session only. Choose another folder with --data-dir."
            ])
    }

    /// A data directory that does not exist yet is no problem: the first save creates it, and opening the
    /// store says nothing.
    @Test func aDataDirectoryNotMadeYetIsNotReported() async throws {
        let parent = TemporaryDirectory()
        let reports = ReportLog()
        let store = FileKeyValueStore(directory: parent.url.appendingPathComponent("new/data")) { reports.add($0) }
        #expect(reports.lines.isEmpty)
        try await store.save(Note(text: "kept", stars: 1), for: key)
        #expect(FileManager.default.fileExists(atPath: parent.url.appendingPathComponent("new/data").path))
    }

    /// Two unreadable files in one second: the second is set aside under a name of its own, and the
    /// first one's bytes are kept.
    @Test func settingAsideTwiceInOneSecondKeepsBoth() throws {
        let directory = TemporaryDirectory()
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        // Whatever second the store's clock reads, a set-aside file of that second already exists.
        let now = Date()
        let taken = (-1...2).map {
            "note.json.unreadable-" + formatter.string(from: now.addingTimeInterval(Double($0)))
        }
        for name in taken { try directory.write("earlier \(name)", to: name) }
        try directory.write("{\"schemaVersi", to: "note.json")

        #expect(FileKeyValueStore(directory: directory.url) { _ in }.value(for: key) == nil)

        for name in taken { #expect(try directory.read(name) == "earlier \(name)") }
        let new = directory.fileNames.filter { $0.hasPrefix("note.json.unreadable-") && !taken.contains($0) }
        #expect(new.count == 1)
        #expect(try new.first.map { try directory.read($0) } == "{\"schemaVersi")
        // The next free name of the second the store read: its first taken name, then `-2`.
        #expect(new.first.map { name in taken.contains { name == "\($0)-2" } } == true)
    }
}

/// What can stand where a store's file should be, named as the store's report names it.
enum OddEntry: String, CaseIterable, Sendable {
    case folder = "a folder"
    case namedPipe = "a named pipe"
    case symbolicLink = "a symbolic link"

    func make(at path: String, linkingTo target: String) throws {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        switch self {
        case .folder: try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        case .namedPipe: guard mkfifo(path, 0o600) == 0 else { throw CocoaError(.fileWriteUnknown) }
        case .symbolicLink: try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
        }
    }
}
