import Foundation
import Locking
import Persistence
import TestSupport
import Testing

@MainActor
@Suite(.limitForATest) struct FileKeyValueStoreTests {
    private let key = StoreKey<Note>("note")

    @Test func aSavedValueReadsBackInANewStore() async throws {
        let directory = TemporaryDirectory()
        try await FileKeyValueStore(directory: directory.url) { _ in }.save(Note(text: "hi", stars: 3), for: key)
        let reopened = FileKeyValueStore(directory: directory.url) { _ in }
        #expect(reopened.value(for: key) == Note(text: "hi", stars: 3))
    }

    @Test func nothingStoredReadsAsNil() {
        let directory = TemporaryDirectory()
        #expect(FileKeyValueStore(directory: directory.url) { _ in }.value(for: key) == nil)
    }

    @Test func theFileCarriesItsSchemaVersion() async throws {
        let directory = TemporaryDirectory()
        try await FileKeyValueStore(directory: directory.url) { _ in }.save(Note(text: "v", stars: 1), for: key)
        let json = try directory.read("note.json")
        #expect(json.contains("\"schemaVersion\" : 1"))
        #expect(json.contains("\"text\" : \"v\""))
    }

    @Test func theDirectoryIsCreatedOnFirstSaveForTheOwnerOnly() async throws {
        let directory = TemporaryDirectory()
        let store = FileKeyValueStore(directory: directory.url) { _ in }
        #expect(!FileManager.default.fileExists(atPath: directory.url.path))
        try await store.save(Note(text: "x", stars: 0), for: key)
        let attributes = try FileManager.default.attributesOfItem(atPath: directory.url.path)
        #expect((attributes[.posixPermissions] as? Int) == 0o700)
        let file = try FileManager.default.attributesOfItem(atPath: store.fileURL(for: key).path)
        #expect((file[.posixPermissions] as? Int) == 0o600)
    }

    /// Two saves of one value asked for while another process holds the lock: the first's write takes the
    /// later value, and the second's, finding nothing left to write, succeeds as well.
    @Test func twoSavesQueuedBehindTheLockBothSucceedAndTheLaterIsKept() async throws {
        let directory = TemporaryDirectory()
        let lock = try HeldLock(in: directory)
        let store = FileKeyValueStore(directory: directory.url) { _ in }  // its sweep waits for the lock
        let results = Locked<[String]>([])
        for text in ["first", "second"] {
            store.save(Note(text: text, stars: 1), for: key) { result in
                results.withLock { $0.append((try? result.get()).map { "saved" } ?? "\(result)") }
            }
        }
        lock.letGo()
        await store.flush()

        #expect(results.withLock { $0 } == ["saved", "saved"])
        #expect(FileKeyValueStore(directory: directory.url) { _ in }.value(for: key)?.text == "second")
    }

    /// An update asked while a save waits for another process's lock is written after that save, even
    /// though the save's write had already taken the changes asked before it.
    @Test func anUpdateAskedWhileASaveWaitsForTheLockIsWrittenAfterIt() async throws {
        let directory = TemporaryDirectory()
        try directory.write("", to: ".lock")
        let waiting = AsyncStream<Void>.makeStream()
        let store = FileKeyValueStore(directory: directory.url) { _ in waiting.continuation.yield() }
        await store.flush()  // the sweep, the writer's first job
        let lock = try HeldLock(in: directory)
        store.save(Note(text: "saved", stars: 1), for: key) { _ in }
        // "Another FeatureGraph is saving…": the save's write waits.
        #expect(await firstElement("the notice that the save waits for another run's lock", of: waiting.stream) != nil)
        store.update(key, default: Note(text: "", stars: 0), { $0.stars += 1 }, completion: { _ in })
        lock.letGo()
        await store.flush()

        #expect(FileKeyValueStore(directory: directory.url) { _ in }.value(for: key) == Note(text: "saved", stars: 2))
    }

    @Test func savingLeavesNoTemporaryFileBehind() async throws {
        let directory = TemporaryDirectory()
        let store = FileKeyValueStore(directory: directory.url) { _ in }
        for stars in 0..<5 { try await store.save(Note(text: "n", stars: stars), for: key) }
        #expect(directory.fileNames == [".lock", "note.json"])
    }

    @Test func openingRemovesTemporaryFilesACrashLeftBehind() async throws {
        let directory = TemporaryDirectory()
        try directory.write("{\"schemaVersi", to: ".feature-graph-saving.note.json.123.0a1b2c3d")
        await FileKeyValueStore(directory: directory.url) { _ in }.flush()
        #expect(directory.fileNames == [".lock"])
    }

    @Test(arguments: [
        ".tmp-notes", ".tmp-note.json-123-456", "notes.txt", ".feature-graph-saving.note.json.123.0a1b2c3",
        ".feature-graph-saving.note.json.abc.0a1b2c3d", ".feature-graph-saving.note.txt.123.0a1b2c3d",
        ".feature-graph-saving.my notes", ".feature-graph-saving.note.json..0a1b2c3d",
        ".feature-graph-saving.note..json.123.0a1b2c3d", ".feature-graph-saving.note.json.123.0a1b2c3z",
    ])
    func openingLeavesEveryOtherFileAlone(name: String) async throws {
        let directory = TemporaryDirectory()
        try directory.write("mine", to: name)
        await FileKeyValueStore(directory: directory.url) { _ in }.flush()
        #expect(directory.fileNames == [".lock", name].sorted())
        #expect(try directory.read(name) == "mine")
    }

    /// The cap is the largest file read: one of exactly that size is read like any other.
    @Test func aFileOfExactlyTheCapIsRead() async throws {
        let directory = TemporaryDirectory()
        try await FileKeyValueStore(directory: directory.url) { _ in }.save(
            Note(text: "at the cap", stars: 3), for: key)
        let file = directory.url.appendingPathComponent("note.json")
        var bytes = try Data(contentsOf: file)
        bytes.append(Data(repeating: 0x20, count: FileKeyValueStore.maximumFileBytes - bytes.count))
        try bytes.write(to: file)
        #expect(
            FileKeyValueStore(directory: directory.url) { _ in }.value(for: key) == Note(text: "at the cap", stars: 3))
    }

    @Test func aFileOverTheCapIsSetAsideWithoutBeingRead() throws {
        let directory = TemporaryDirectory()
        let huge = Data(count: FileKeyValueStore.maximumFileBytes + 1)
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        try huge.write(to: directory.url.appendingPathComponent("note.json"))
        let reports = ReportLog()
        let store = FileKeyValueStore(directory: directory.url) { reports.add($0) }

        #expect(store.value(for: key) == nil)
        #expect(reports.lines.count == 1)
        #expect(reports.lines.first?.contains("note.json is larger than 1 MiB") == true)
        let aside = try #require(directory.fileNames.first { $0.hasPrefix("note.json.unreadable-") })
        let kept = try FileManager.default.attributesOfItem(atPath: directory.url.appendingPathComponent(aside).path)
        #expect((kept[.size] as? Int) == huge.count)
    }
}

/// `update`: a change applied to what is stored now, so another store's change made meanwhile is kept.
@MainActor
@Suite(.limitForATest) struct UpdateTests {
    private let key = StoreKey<[String: Int]>("counts")

    @Test func anUpdateKeepsWhatAnotherStoreSavedSinceThisOneRead() async throws {
        let directory = TemporaryDirectory()
        let first = FileKeyValueStore(directory: directory.url) { _ in }
        let second = FileKeyValueStore(directory: directory.url) { _ in }
        #expect(try await first.update(key, default: [:]) { $0["posts"] = 1 } == ["posts": 1])
        #expect(try await second.update(key, default: [:]) { $0["photos"] = 2 } == ["posts": 1, "photos": 2])

        let merged = try await first.update(key, default: [:]) { $0["posts"] = 3 }

        #expect(merged == ["photos": 2, "posts": 3])
        #expect(first.value(for: key) == merged)
        #expect(FileKeyValueStore(directory: directory.url) { _ in }.value(for: key) == merged)
    }

    /// Two new stores of one folder in one process, each making its first update at once, written by each store's
    /// own writer thread: the lock between them keeps both edits, and the sanitizer sees whatever the two writers
    /// share. Ten rounds, each two new stores on a new folder, so that what a writer fills at its first write is
    /// written by both at once in every round.
    @Test func twoStoresUpdatingAtOnceInOneProcessLoseNoEdit() async throws {
        for _ in 0..<10 {
            let directory = TemporaryDirectory()
            let first = FileKeyValueStore(directory: directory.url) { _ in }
            let second = FileKeyValueStore(directory: directory.url) { _ in }
            async let posts = first.update(key, default: [:]) { $0["posts"] = 1 }
            async let photos = second.update(key, default: [:]) { $0["photos"] = 2 }
            _ = try await (posts, photos)
            #expect(FileKeyValueStore(directory: directory.url) { _ in }.value(for: key) == ["posts": 1, "photos": 2])
        }
    }

    /// A file another run wrote at exactly the size cap is still a stored value: the update applies to it.
    @Test func anUpdateAppliesToAFileOfExactlyTheCap() async throws {
        let directory = TemporaryDirectory()
        let store = FileKeyValueStore(directory: directory.url) { _ in }
        _ = try await store.update(key, default: [:]) { $0["posts"] = 1 }
        var theirs = Data(#"{"schemaVersion": 1, "value": {"photos": 2}}"#.utf8)
        theirs.append(Data(repeating: 0x20, count: FileKeyValueStore.maximumFileBytes - theirs.count))
        try theirs.write(to: directory.url.appendingPathComponent("counts.json"))

        #expect(try await store.update(key, default: [:]) { $0["posts"] = 3 } == ["photos": 2, "posts": 3])
    }

    @Test func aFailedUpdateKeepsTheChangeForTheSession() async throws {
        let directory = TemporaryDirectory()
        try directory.write("not a directory", to: "file")
        let store = FileKeyValueStore(directory: directory.url.appendingPathComponent("file")) { _ in }
        await #expect(throws: StoreError.self) { try await store.update(key, default: [:]) { $0["posts"] = 1 } }
        #expect(store.value(for: key) == ["posts": 1])
    }
}
