import Foundation
import Persistence
import TestSupport
import Testing

/// Every system call a save or a read makes, failed in turn with an error the system really gives: what
/// is left on disk, and the one line a person reads.
@MainActor
@Suite(.limitForATest) struct SystemCallFailureTests {
    private let key = StoreKey<Note>("note")
    private let old = #"{"schemaVersion": 1, "value": {"text": "old", "stars": 1}}"#

    /// A call a save makes on an existing data folder, each failing with an error number of its own, so a
    /// message that gave another call's reason would not match.
    enum SaveCall: CaseIterable {
        case openLock, lock, openExisting, readExisting, openTemporary, write, fsyncTemporary, rename

        var number: Int32 {
            switch self {
            case .openLock: EROFS
            case .lock: ENOLCK
            case .openExisting: EMFILE
            case .readExisting: EISDIR
            case .openTemporary: EACCES
            case .write: ENOSPC
            case .fsyncTemporary: EIO
            case .rename: EXDEV
            }
        }

        /// The system's calls with this one failing, on the file it is made on; the lock's open fails only
        /// while `saving` says so, as opening the store takes the lock too.
        func failing(whileSaving saving: @escaping @Sendable () -> Bool = { true }) -> SystemCalls {
            let live = SystemCalls.live
            var calls = live
            let number = number
            switch self {
            case .openLock:
                calls.open = { path, flags, mode in
                    path.hasSuffix("/.lock") && saving()
                        ? fail(number) : live.open(path, flags, mode)
                }
            case .lock: calls.flock = { _, _ in fail(number) }
            case .openExisting:
                calls.open = { path, flags, mode in
                    path.hasSuffix("/note.json") ? fail(number) : live.open(path, flags, mode)
                }
            case .readExisting: calls.read = { _, _, _ in Int(fail(number)) }
            case .openTemporary:
                calls.open = { path, flags, mode in
                    isTemporary(path)
                        ? fail(number) : live.open(path, flags, mode)
                }
            case .write: calls.write = { _, _, _ in Int(fail(number)) }
            case .fsyncTemporary:
                calls.fsync = { _ in fail(number) }  // the folder's fsync comes after the rename
            case .rename: calls.rename = { _, _ in fail(number) }
            }
            return calls
        }
    }

    @Test(arguments: SaveCall.allCases)
    func eachCallOfASaveFailingIsReportedWithItsOwnReasonAndLosesNothing(call: SaveCall) async throws {
        let directory = TemporaryDirectory()
        try directory.write(old, to: "note.json")
        let saving = Shared(false)
        let calls = call.failing { saving.value }
        let store = FileKeyValueStore(directory: directory.url, report: { _ in }, calls: calls)
        await store.flush()  // the sweep of leftovers, which takes the lock too

        saving.value = true
        await #expect {
            try await store.save(Note(text: "new", stars: 2), for: key)
        } throws: { error in
            // The file being saved, never the lock or the temporary file a person has never seen.
            "\(error)" == "Could not save to \(directory.url.path)/note.json: \(Self.plainReason(call.number))"
        }
        #expect(try directory.read("note.json") == old)
        #expect(directory.fileNames.allSatisfy { !Self.isTemporary($0) }, "\(directory.fileNames)")
        // The session keeps the value it tried to save.
        #expect(store.value(for: key) == Note(text: "new", stars: 2))
    }

    /// When the clean-up after a failed call fails too, the message gives the first call's reason: that is
    /// the one a person can act on.
    @Test(arguments: [SaveCall.write, .fsyncTemporary, .rename])
    func aCleanUpThatFailsTooLeavesTheFirstReason(call: SaveCall) async throws {
        let directory = TemporaryDirectory()
        try directory.write(old, to: "note.json")
        var calls = call.failing()
        calls.unlink = { _ in Self.fail(EPERM) }
        calls.close = { descriptor in
            _ = SystemCalls.live.close(descriptor)
            return Self.fail(EBADF)
        }
        let store = FileKeyValueStore(directory: directory.url, report: { _ in }, calls: calls)

        await #expect {
            try await store.save(Note(text: "new", stars: 2), for: key)
        } throws: { error in
            "\(error)" == "Could not save to \(directory.url.path)/note.json: \(Self.plainReason(call.number))"
        }
        #expect(try directory.read("note.json") == old)
    }

    /// A save closes every descriptor it opens (the lock, the file it reads, the temporary file, the
    /// folder it syncs), so a long session never runs out of them.
    @Test func aSaveClosesEveryDescriptorItOpens() async throws {
        let directory = TemporaryDirectory()
        try directory.write(old, to: "note.json")
        let open = Shared<Set<Int32>>([])
        var calls = SystemCalls.live
        calls.open = { path, flags, mode in
            let descriptor = SystemCalls.live.open(path, flags, mode)
            if descriptor >= 0 { open.change { _ = $0.insert(descriptor) } }
            return descriptor
        }
        calls.close = { descriptor in
            open.change { _ = $0.remove(descriptor) }
            return SystemCalls.live.close(descriptor)
        }
        let store = FileKeyValueStore(directory: directory.url, report: { _ in }, calls: calls)
        try await store.save(Note(text: "new", stars: 2), for: key)
        _ = try await store.update(key, default: Note(text: "", stars: 0)) { $0.stars = 3 }

        #expect(open.value.isEmpty, "left open: \(open.value)")
    }

    /// Syncing the folder is best effort: a file system that refuses it still gets the value saved.
    @Test func aFolderThatCannotBeSyncedStillGetsTheValue() async throws {
        let directory = TemporaryDirectory()
        var calls = SystemCalls.live
        let renamed = Shared(false)
        calls.rename = { from, to in
            renamed.value = true
            return SystemCalls.live.rename(from, to)
        }
        calls.fsync = { descriptor in renamed.value ? Self.fail(EINVAL) : SystemCalls.live.fsync(descriptor) }
        try await FileKeyValueStore(directory: directory.url, report: { _ in }, calls: calls)
            .save(Note(text: "new", stars: 2), for: key)
        #expect(FileKeyValueStore(directory: directory.url) { _ in }.value(for: key) == Note(text: "new", stars: 2))
    }

    /// A file that cannot be opened or read is reported with its full path and left where it is: it may be
    /// fine once its permissions are, which is what the line advises.
    @Test(arguments: [("open", EACCES), ("read", EIO)])
    func aFileThatCannotBeReadIsReportedAndLeft(call: String, number: Int32) throws {
        let directory = TemporaryDirectory()
        try directory.write(old, to: "note.json")
        var calls = SystemCalls.live
        if call == "open" {
            calls.open = { path, flags, mode in
                path.hasSuffix("/note.json") ? Self.fail(number) : SystemCalls.live.open(path, flags, mode)
            }
        } else {
            calls.read = { _, _, _ in Int(Self.fail(number)) }
        }
        let reports = ReportLog()
        let store = FileKeyValueStore(directory: directory.url, report: { reports.add($0) }, calls: calls)

        #expect(store.value(for: key) == nil)
        let reason =
            number == EIO
            ? "the system refused (input/output error)"
            : "permission denied; make the file readable, or choose another folder with --data-dir"
        #expect(reports.lines == ["\(directory.url.path)/note.json could not be read (\(reason)); defaults are used."])
        #expect(try directory.read("note.json") == old)
    }

    @Test func aFileThatCannotBeClosedAfterReadingIsStillRead() throws {
        let directory = TemporaryDirectory()
        try directory.write(old, to: "note.json")
        var calls = SystemCalls.live
        calls.close = { descriptor in
            _ = SystemCalls.live.close(descriptor)
            return Self.fail(EIO)
        }
        let store = FileKeyValueStore(directory: directory.url, report: { _ in }, calls: calls)
        #expect(store.value(for: key) == Note(text: "old", stars: 1))
    }

    /// Start-up removes what a crashed save left, by its exact shape, and no file of the user's: the
    /// writer's first job, so opening the store waits for no lock.
    @Test func startUpRemovesOnlyItsOwnTemporaryFiles() async throws {
        let directory = TemporaryDirectory()
        let leftovers = [".feature-graph-saving.note.json.123.0a1b2c3d"]
        let usersOwn = [
            ".feature-graph-saving.note.json.123.0a1b2c3d.bak", ".feature-graph-saving.note.json.123.0a1b2c3",
            ".feature-graph-saving.note.json.12x.0a1b2c3d", ".feature-graph-saving.note.txt.123.0a1b2c3d",
            ".feature-graph-saving..json.123.0a1b2c3d", "feature-graph-saving.note.json.123.0a1b2c3d",
            ".feature-graph-saving.note.json.123.0a1b2c3d4", ".feature-graph-saving.note.json.123.0a1b2c3g",
            ".feature-graph-saving.note.json..0a1b2c3d",
        ]
        for name in leftovers + usersOwn { try directory.write("x", to: name) }
        await FileKeyValueStore(directory: directory.url) { _ in }.flush()
        #expect(directory.fileNames == (usersOwn + [".lock"]).sorted())
    }

    /// A value read once is answered from memory: what happens to its file afterwards changes nothing in
    /// this run.
    @Test func aValueReadOnceIsAnsweredFromMemory() async throws {
        let directory = TemporaryDirectory()
        try directory.write(old, to: "note.json")
        let reports = ReportLog()
        let store = FileKeyValueStore(directory: directory.url) { reports.add($0) }
        #expect(store.value(for: key) == Note(text: "old", stars: 1))

        try directory.write("{ corrupt", to: "note.json")
        #expect(store.value(for: key) == Note(text: "old", stars: 1))
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("note.json"))
        #expect(store.value(for: key) == Note(text: "old", stars: 1))
        #expect(reports.lines.isEmpty)
    }

    /// A file a newer version wrote is reported once, then answered as absent without being read again.
    @Test func aNewerFileIsReportedOnceAndNotReadAgain() throws {
        let directory = TemporaryDirectory()
        try directory.write(#"{"schemaVersion": 9, "value": {}}"#, to: "note.json")
        let opens = Shared(0)
        var calls = SystemCalls.live
        calls.open = { path, flags, mode in
            if path.hasSuffix("/note.json") { opens.change { $0 += 1 } }
            return SystemCalls.live.open(path, flags, mode)
        }
        let reports = ReportLog()
        let store = FileKeyValueStore(directory: directory.url, report: { reports.add($0) }, calls: calls)

        #expect(store.value(for: key) == nil)
        #expect(store.value(for: key) == nil)
        #expect(opens.value == 1)
        #expect(reports.lines.count == 1)
    }

    /// A write that writes nothing fails the save, even with `errno` still saying EINTR from an earlier
    /// call: asking again would spin for ever.
    @Test func aWriteThatWritesNothingFailsTheSave() async throws {
        let directory = TemporaryDirectory()
        try directory.write(old, to: "note.json")
        let writes = Shared(0)
        var calls = SystemCalls.live
        calls.write = { _, _, _ in
            let count = writes.change { writes in
                writes += 1
                return writes
            }
            errno = count > 100 ? 0 : EINTR  // a save that asked again stops at the hundredth
            return count > 100 ? -1 : 0
        }
        let store = FileKeyValueStore(directory: directory.url, report: { _ in }, calls: calls)

        await #expect(throws: StoreError.self) { try await store.save(Note(text: "new", stars: 2), for: key) }
        #expect(writes.value == 1)
        #expect(try directory.read("note.json") == old)
    }

    /// A file that cannot be read, and cannot be moved aside either, stays as it is, and the line says so.
    @Test func aFileThatCannotBeMovedAsideIsLeftAndReported() async throws {
        let directory = TemporaryDirectory()
        try directory.write("{ corrupt", to: "note.json")
        var calls = SystemCalls.live
        calls.rename = { _, _ in Self.fail(EACCES) }
        let reports = ReportLog()
        let store = FileKeyValueStore(directory: directory.url, report: { reports.add($0) }, calls: calls)

        #expect(store.value(for: key) == nil)
        #expect(reports.lines.count == 1)
        #expect(reports.lines.first?.hasPrefix("\(directory.url.path)/note.json ") == true)
        #expect(reports.lines.first?.contains("could not be moved aside (permission denied") == true)
        #expect(try directory.read("note.json") == "{ corrupt")
    }

    /// A folder whose lock cannot be opened still opens: the sweep of leftovers waits for another run, and
    /// a save says why it cannot be made.
    @Test func aLockThatCannotBeOpenedSkipsTheSweep() async throws {
        let directory = TemporaryDirectory()
        let leftover = ".feature-graph-saving.note.json.123.0a1b2c3d"
        try directory.write("x", to: leftover)
        var calls = SystemCalls.live
        calls.open = { path, flags, mode in
            path.hasSuffix("/.lock") ? Self.fail(EACCES) : SystemCalls.live.open(path, flags, mode)
        }
        let store = FileKeyValueStore(directory: directory.url, report: { _ in }, calls: calls)
        await store.flush()

        #expect(directory.fileNames == [leftover])
        await #expect(throws: StoreError.self) { try await store.save(Note(text: "new", stars: 2), for: key) }
    }

    /// The store says it is writing from the moment a save is asked until its file is in place, even when
    /// it is the only write, and after the tidying an existing folder gets first; the app waits on it before
    /// it ends.
    @Test func aSingleSaveIsWritingUntilItsFileIsInPlace() async throws {
        let directory = TemporaryDirectory()
        let held = DispatchSemaphore(value: 0)
        let store = try Self.store(in: directory, holdingTheRenameTo: "note.json", until: held)
        await store.flush()
        #expect(!store.isWriting)
        store.save(Note(text: "held", stars: 1), for: key) { _ in }
        #expect(store.isWriting)
        held.signal()
        await store.flush()
        #expect(!store.isWriting)
        #expect(FileKeyValueStore(directory: directory.url) { _ in }.value(for: key) == Note(text: "held", stars: 1))
    }

    /// With two writes asked, the store is writing until the last one's file is in place, not only the
    /// first's: here the second's rename is held after the first has ended.
    @Test func twoSavesAreWritingUntilTheLastFileIsInPlace() async throws {
        let directory = TemporaryDirectory()
        let held = DispatchSemaphore(value: 0)
        let store = try Self.store(in: directory, holdingTheRenameTo: "other.json", until: held)
        let firstEnded = AsyncStream<Void>.makeStream()
        store.save(Note(text: "first", stars: 1), for: key) { _ in firstEnded.continuation.yield() }
        store.save(Note(text: "second", stars: 2), for: StoreKey<Note>("other")) { _ in }
        #expect(await firstElement("the first save's end", of: firstEnded.stream) != nil)

        #expect(store.isWriting)
        held.signal()
        await store.flush()
        #expect(!store.isWriting)
    }

    /// A store in `directory`, which it creates, whose save of `name` waits before its rename (the step
    /// that puts the file in place) until `held` is signalled.
    private static func store(
        in directory: TemporaryDirectory, holdingTheRenameTo name: String, until held: DispatchSemaphore
    ) throws -> FileKeyValueStore {
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        var calls = SystemCalls.live
        calls.rename = { from, to in
            if to.hasSuffix("/" + name) { held.wait() }
            return SystemCalls.live.rename(from, to)
        }
        return FileKeyValueStore(directory: directory.url, report: { _ in }, calls: calls)
    }

    /// Descriptor 0 is a descriptor: a process started with its standard input closed is given 0 by an
    /// `open`, here the lock's and the folder's, and the save goes on under that lock and syncs that folder.
    @Test func aLockAndAFolderGivenDescriptorZeroAreUsed() async throws {
        let directory = TemporaryDirectory()
        let used = Shared<[String]>([])
        var calls = SystemCalls.live
        calls.open = { path, flags, mode in
            path.hasSuffix("/.lock") || flags & O_DIRECTORY != 0 ? 0 : SystemCalls.live.open(path, flags, mode)
        }
        calls.flock = { descriptor, operation in
            if descriptor == 0, operation & LOCK_EX != 0 { used.change { $0.append("locked") } }
            return 0
        }
        calls.fsync = { descriptor in
            guard descriptor == 0 else { return SystemCalls.live.fsync(descriptor) }
            used.change { $0.append("synced") }
            return 0
        }
        calls.close = { descriptor in descriptor == 0 ? 0 : SystemCalls.live.close(descriptor) }
        let store = FileKeyValueStore(directory: directory.url, report: { _ in }, calls: calls)

        try await store.save(Note(text: "new", stars: 2), for: key)
        #expect(used.value.contains("locked") && used.value.contains("synced"))
        #expect(FileKeyValueStore(directory: directory.url) { _ in }.value(for: key) == Note(text: "new", stars: 2))
    }

    /// The temporary file may be given descriptor 0 too: the value is written to it, synced and renamed
    /// into place.
    @Test func aTemporaryFileGivenDescriptorZeroIsWritten() async throws {
        let directory = TemporaryDirectory()
        let real = Shared<Int32>(-1)
        var calls = SystemCalls.live
        calls.open = { path, flags, mode in
            let descriptor = SystemCalls.live.open(path, flags, mode)
            guard Self.isTemporary(path) else { return descriptor }
            real.value = descriptor
            return 0
        }
        calls.write = { descriptor, bytes, count in
            SystemCalls.live.write(descriptor == 0 ? real.value : descriptor, bytes, count)
        }
        calls.fsync = { descriptor in SystemCalls.live.fsync(descriptor == 0 ? real.value : descriptor) }
        calls.close = { descriptor in SystemCalls.live.close(descriptor == 0 ? real.value : descriptor) }
        let store = FileKeyValueStore(directory: directory.url, report: { _ in }, calls: calls)

        try await store.save(Note(text: "new", stars: 2), for: key)
        #expect(FileKeyValueStore(directory: directory.url) { _ in }.value(for: key) == Note(text: "new", stars: 2))
    }

    /// A data folder the system refuses to create fails the save with that reason, naming the file the
    /// person tried to save.
    @Test func aFolderThatCannotBeCreatedFailsTheSaveNamingTheFile() async throws {
        let parent = TemporaryDirectory()
        let data = parent.url.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: parent.url, withIntermediateDirectories: true)
        var calls = SystemCalls.live
        calls.mkdir = { _, _ in Self.fail(EACCES) }
        let store = FileKeyValueStore(directory: data, report: { _ in }, calls: calls)

        await #expect {
            try await store.save(Note(text: "new", stars: 2), for: key)
        } throws: { error in
            "\(error)"
                == "Could not save to \(data.path)/note.json: the folder \(data.path) could not be created: "
                + Self.plainReason(EACCES)
        }
    }

    private nonisolated static func isTemporary(_ path: String) -> Bool {
        URL(fileURLWithPath: path).lastPathComponent.hasPrefix(".feature-graph-saving.")
    }

    private nonisolated static func fail(_ number: Int32) -> Int32 {
        errno = number
        return -1
    }

    /// The store's words for `number`, as its messages give them.
    private nonisolated static func plainReason(_ number: Int32) -> String {
        switch number {
        case EACCES: "permission denied; make the folder writable, or choose another with --data-dir"
        case EROFS: "the disk is read-only; choose another folder with --data-dir"
        case ENOSPC: "the disk is full; free some space and save again"
        default: "the system refused (\(String(cString: strerror(number)).lowercased()))"
        }
    }
}
