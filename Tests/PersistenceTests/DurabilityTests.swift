import Foundation
import Persistence
import TestSupport
import Testing

/// What makes a save survive a crash or a power cut, checked through the store's system calls rather
/// than taken on trust: the order of the calls, and what happens when one is interrupted or cut short.
@MainActor
@Suite(.limitForATest) struct DurabilityTests {
    private let key = StoreKey<Note>("note")

    @Test func aSaveWritesSyncsRenamesAndSyncsTheFolderAllUnderTheLock() async throws {
        let directory = TemporaryDirectory()
        try directory.write("", to: ".lock")  // the folder exists, so opening the store sweeps it under the lock
        let recording = RecordingSystemCalls()
        let store = FileKeyValueStore(directory: directory.url, report: { _ in }, calls: recording.calls)
        await store.flush()  // the sweep, the writer's first job
        let opened = recording.log.count

        try await store.save(Note(text: "kept", stars: 5), for: key)

        // Closes are left out (the next test orders the one that matters), and so is the read of the
        // stored file under the lock, which a first save finds missing.
        let steps = recording.log.dropFirst(opened).filter { !$0.hasPrefix("close") && $0 != "open note.json" }
        #expect(
            steps == [
                "open .lock", "flock lock",
                "open temporary", "write temporary", "fsync temporary",
                "rename temporary -> note.json",
                "open directory", "fsync directory",
                "flock unlock",
            ])
        #expect(FileKeyValueStore(directory: directory.url) { _ in }.value(for: key) == Note(text: "kept", stars: 5))
    }

    /// A write that would leave the file as it is writes nothing: a replace that finds another run's value in
    /// the way, and an update that changes nothing, read the file under the lock and let it go.
    @Test func aWriteThatChangesNothingWritesNothing() async throws {
        let directory = TemporaryDirectory()
        let stale = FileKeyValueStore(directory: directory.url) { _ in }.read(key)
        try await FileKeyValueStore(directory: directory.url) { _ in }.save(Note(text: "theirs", stars: 2), for: key)
        let recording = RecordingSystemCalls()
        let store = FileKeyValueStore(directory: directory.url, report: { _ in }, calls: recording.calls)
        await store.flush()  // the sweep, the writer's first job
        let opened = recording.log.count

        #expect(
            try await store.replace(stale, with: Note(text: "mine", stars: 1))
                == .changedElsewhere(Note(text: "theirs", stars: 2)))
        _ = try await store.update(key, default: Note(text: "", stars: 0)) { $0.stars = 2 }

        let steps = recording.log.dropFirst(opened).filter { !$0.hasPrefix("close") }
        #expect(
            steps
                == Array(repeating: ["open .lock", "flock lock", "open note.json", "flock unlock"], count: 2).flatMap {
                    $0
                })
    }

    @Test func theTemporaryFileIsClosedBeforeItIsRenamed() async throws {
        let directory = TemporaryDirectory()
        let recording = RecordingSystemCalls()
        try await FileKeyValueStore(directory: directory.url, report: { _ in }, calls: recording.calls)
            .save(Note(text: "x", stars: 1), for: key)
        let closed = try #require(recording.log.firstIndex(of: "close temporary"))
        let renamed = try #require(recording.log.firstIndex(of: "rename temporary -> note.json"))
        #expect(closed < renamed)
    }

    @Test(arguments: [RecordingSystemCalls.Interruptible.write, .flock])
    func aSaveInterruptedByASignalCarriesOn(call: RecordingSystemCalls.Interruptible) async throws {
        let directory = TemporaryDirectory()
        let recording = RecordingSystemCalls(interrupting: [call])
        let store = FileKeyValueStore(directory: directory.url, report: { _ in }, calls: recording.calls)
        try await store.save(Note(text: "whole", stars: 2), for: key)
        #expect(recording.log.contains("interrupted \(call)"))
        #expect(FileKeyValueStore(directory: directory.url) { _ in }.value(for: key) == Note(text: "whole", stars: 2))
    }

    @Test func aReadInterruptedByASignalCarriesOn() async throws {
        let directory = TemporaryDirectory()
        try await FileKeyValueStore(directory: directory.url) { _ in }.save(Note(text: "read", stars: 3), for: key)
        let recording = RecordingSystemCalls(interrupting: [.read])
        let reports = ReportLog()
        let store = FileKeyValueStore(directory: directory.url, report: { reports.add($0) }, calls: recording.calls)
        #expect(store.value(for: key) == Note(text: "read", stars: 3))
        #expect(recording.log.contains("interrupted read"))
        #expect(reports.lines.isEmpty)
    }

    /// However few bytes each write takes — down to one, as a pipe or a full disk may — the whole value
    /// is written.
    @Test(arguments: [7, 1])
    func shortWritesStillWriteTheWholeValue(limit: Int) async throws {
        let directory = TemporaryDirectory()
        let recording = RecordingSystemCalls()
        recording.writeLimit = limit
        let note = Note(text: String(repeating: "long ", count: 40), stars: 4)
        try await FileKeyValueStore(directory: directory.url, report: { _ in }, calls: recording.calls).save(
            note, for: key)
        #expect(recording.log.filter { $0 == "write temporary" }.count > 10)
        #expect(FileKeyValueStore(directory: directory.url) { _ in }.value(for: key) == note)
    }

    /// A 5 MiB file costs no more than the cap to look at: the store reads 1 MiB and one byte, then sets
    /// the file aside unread.
    @Test func aHugeFileIsReadNoFurtherThanTheCap() throws {
        let directory = TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        try Data(count: 5 * 1024 * 1024).write(to: directory.url.appendingPathComponent("note.json"))
        let recording = RecordingSystemCalls()
        let store = FileKeyValueStore(directory: directory.url, report: { _ in }, calls: recording.calls)
        #expect(store.value(for: key) == nil)
        #expect(recording.bytesRead == 1024 * 1024 + 1)
    }
}
