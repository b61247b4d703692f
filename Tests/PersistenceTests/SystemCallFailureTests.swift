import Foundation
import Persistence
import TestSupport
import Testing

/// Every system call a save or a read makes, failed in turn with an error the system really gives: what
/// is left on disk, and the one line a person reads.
@Suite struct SystemCallFailureTests {
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
        func failing(whileSaving saving: @escaping () -> Bool = { true }) -> SystemCalls {
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
    func eachCallOfASaveFailingIsReportedWithItsOwnReasonAndLosesNothing(call: SaveCall) throws {
        let directory = TemporaryDirectory()
        try directory.write(old, to: "note.json")
        var saving = false
        let calls = call.failing { saving }
        let store = FileKeyValueStore(directory: directory.url, report: { _ in }, calls: calls)

        saving = true
        #expect {
            try store.save(Note(text: "new", stars: 2), for: key)
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
    func aCleanUpThatFailsTooLeavesTheFirstReason(call: SaveCall) throws {
        let directory = TemporaryDirectory()
        try directory.write(old, to: "note.json")
        var calls = call.failing()
        calls.unlink = { _ in Self.fail(EPERM) }
        calls.close = { descriptor in
            _ = SystemCalls.live.close(descriptor)
            return Self.fail(EBADF)
        }
        let store = FileKeyValueStore(directory: directory.url, report: { _ in }, calls: calls)

        #expect {
            try store.save(Note(text: "new", stars: 2), for: key)
        } throws: { error in
            "\(error)" == "Could not save to \(directory.url.path)/note.json: \(Self.plainReason(call.number))"
        }
        #expect(try directory.read("note.json") == old)
    }

    /// A save closes every descriptor it opens (the lock, the file it reads, the temporary file, the
    /// folder it syncs), so a long session never runs out of them.
    @Test func aSaveClosesEveryDescriptorItOpens() throws {
        let directory = TemporaryDirectory()
        try directory.write(old, to: "note.json")
        var open: Set<Int32> = []
        var calls = SystemCalls.live
        calls.open = { path, flags, mode in
            let descriptor = SystemCalls.live.open(path, flags, mode)
            if descriptor >= 0 { open.insert(descriptor) }
            return descriptor
        }
        calls.close = { descriptor in
            open.remove(descriptor)
            return SystemCalls.live.close(descriptor)
        }
        let store = FileKeyValueStore(directory: directory.url, report: { _ in }, calls: calls)
        try store.save(Note(text: "new", stars: 2), for: key)
        _ = try store.update(key, default: Note(text: "", stars: 0)) { $0.stars = 3 }

        #expect(open.isEmpty, "left open: \(open)")
    }

    /// Syncing the folder is best effort: a file system that refuses it still gets the value saved.
    @Test func aFolderThatCannotBeSyncedStillGetsTheValue() throws {
        let directory = TemporaryDirectory()
        var calls = SystemCalls.live
        var renamed = false
        calls.rename = { from, to in
            renamed = true
            return SystemCalls.live.rename(from, to)
        }
        calls.fsync = { descriptor in renamed ? Self.fail(EINVAL) : SystemCalls.live.fsync(descriptor) }
        try FileKeyValueStore(directory: directory.url, report: { _ in }, calls: calls)
            .save(Note(text: "new", stars: 2), for: key)
        #expect(FileKeyValueStore(directory: directory.url) { _ in }.value(for: key) == Note(text: "new", stars: 2))
    }

    /// A file that cannot be opened or read is reported with its full path and left where it is: it may be
    /// fine once the folder's permissions are.
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
        var reports: [String] = []
        let store = FileKeyValueStore(directory: directory.url, report: { reports.append($0) }, calls: calls)

        #expect(store.value(for: key) == nil)
        let reason = number == EIO ? "the system refused (input/output error)" : Self.plainReason(number)
        #expect(reports == ["\(directory.url.path)/note.json could not be read (\(reason)); defaults are used."])
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

    /// Start-up removes what a crashed save left, by its exact shape, and no file of the user's.
    @Test func startUpRemovesOnlyItsOwnTemporaryFiles() throws {
        let directory = TemporaryDirectory()
        let leftovers = [".feature-graph-saving.note.json.123.0a1b2c3d"]
        let usersOwn = [
            ".feature-graph-saving.note.json.123.0a1b2c3d.bak", ".feature-graph-saving.note.json.123.0a1b2c3",
            ".feature-graph-saving.note.json.12x.0a1b2c3d", ".feature-graph-saving.note.txt.123.0a1b2c3d",
            ".feature-graph-saving..json.123.0a1b2c3d", "feature-graph-saving.note.json.123.0a1b2c3d",
        ]
        for name in leftovers + usersOwn { try directory.write("x", to: name) }
        _ = FileKeyValueStore(directory: directory.url) { _ in }
        #expect(directory.fileNames == (usersOwn + [".lock"]).sorted())
    }

    /// A value read once is answered from memory: what happens to its file afterwards changes nothing in
    /// this run.
    @Test func aValueReadOnceIsAnsweredFromMemory() throws {
        let directory = TemporaryDirectory()
        try directory.write(old, to: "note.json")
        var reports: [String] = []
        let store = FileKeyValueStore(directory: directory.url) { reports.append($0) }
        #expect(store.value(for: key) == Note(text: "old", stars: 1))

        try directory.write("{ corrupt", to: "note.json")
        #expect(store.value(for: key) == Note(text: "old", stars: 1))
        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("note.json"))
        #expect(store.value(for: key) == Note(text: "old", stars: 1))
        #expect(reports.isEmpty)
    }

    /// A file a newer version wrote is reported once, then answered as absent without being read again.
    @Test func aNewerFileIsReportedOnceAndNotReadAgain() throws {
        let directory = TemporaryDirectory()
        try directory.write(#"{"schemaVersion": 9, "value": {}}"#, to: "note.json")
        var opens = 0
        var calls = SystemCalls.live
        calls.open = { path, flags, mode in
            if path.hasSuffix("/note.json") { opens += 1 }
            return SystemCalls.live.open(path, flags, mode)
        }
        var reports: [String] = []
        let store = FileKeyValueStore(directory: directory.url, report: { reports.append($0) }, calls: calls)

        #expect(store.value(for: key) == nil)
        #expect(store.value(for: key) == nil)
        #expect(opens == 1)
        #expect(reports.count == 1)
    }

    /// A write that writes nothing fails the save, even with `errno` still saying EINTR from an earlier
    /// call: asking again would spin for ever.
    @Test func aWriteThatWritesNothingFailsTheSave() throws {
        let directory = TemporaryDirectory()
        try directory.write(old, to: "note.json")
        var writes = 0
        var calls = SystemCalls.live
        calls.write = { _, _, _ in
            writes += 1
            errno = writes > 100 ? 0 : EINTR  // a save that asked again stops at the hundredth
            return writes > 100 ? -1 : 0
        }
        let store = FileKeyValueStore(directory: directory.url, report: { _ in }, calls: calls)

        #expect(throws: StoreError.self) { try store.save(Note(text: "new", stars: 2), for: key) }
        #expect(writes == 1)
        #expect(try directory.read("note.json") == old)
    }

    /// A file that cannot be read, and cannot be moved aside either, stays as it is, and the line says so.
    @Test func aFileThatCannotBeMovedAsideIsLeftAndReported() throws {
        let directory = TemporaryDirectory()
        try directory.write("{ corrupt", to: "note.json")
        var calls = SystemCalls.live
        calls.rename = { _, _ in Self.fail(EACCES) }
        var reports: [String] = []
        let store = FileKeyValueStore(directory: directory.url, report: { reports.append($0) }, calls: calls)

        #expect(store.value(for: key) == nil)
        #expect(reports.count == 1)
        #expect(reports.first?.hasPrefix("\(directory.url.path)/note.json ") == true)
        #expect(reports.first?.contains("could not be moved aside (permission denied") == true)
        #expect(try directory.read("note.json") == "{ corrupt")
    }

    /// A folder whose lock cannot be opened still opens: the sweep of leftovers waits for another run, and
    /// a save says why it cannot be made.
    @Test func aLockThatCannotBeOpenedSkipsTheSweep() throws {
        let directory = TemporaryDirectory()
        let leftover = ".feature-graph-saving.note.json.123.0a1b2c3d"
        try directory.write("x", to: leftover)
        var calls = SystemCalls.live
        calls.open = { path, flags, mode in
            path.hasSuffix("/.lock") ? Self.fail(EACCES) : SystemCalls.live.open(path, flags, mode)
        }
        let store = FileKeyValueStore(directory: directory.url, report: { _ in }, calls: calls)

        #expect(directory.fileNames == [leftover])
        #expect(throws: StoreError.self) { try store.save(Note(text: "new", stars: 2), for: key) }
    }

    /// Descriptor 0 is a descriptor: a process started with its standard input closed is given 0 by an
    /// `open`, here the lock's and the folder's, and the save goes on under that lock and syncs that folder.
    @Test func aLockAndAFolderGivenDescriptorZeroAreUsed() throws {
        let directory = TemporaryDirectory()
        var used: [String] = []
        var calls = SystemCalls.live
        calls.open = { path, flags, mode in
            path.hasSuffix("/.lock") || flags & O_DIRECTORY != 0 ? 0 : SystemCalls.live.open(path, flags, mode)
        }
        calls.flock = { descriptor, operation in
            if descriptor == 0, operation == LOCK_EX { used.append("locked") }
            return 0
        }
        calls.fsync = { descriptor in
            guard descriptor == 0 else { return SystemCalls.live.fsync(descriptor) }
            used.append("synced")
            return 0
        }
        calls.close = { descriptor in descriptor == 0 ? 0 : SystemCalls.live.close(descriptor) }
        let store = FileKeyValueStore(directory: directory.url, report: { _ in }, calls: calls)

        try store.save(Note(text: "new", stars: 2), for: key)
        #expect(used.contains("locked") && used.contains("synced"))
        #expect(FileKeyValueStore(directory: directory.url) { _ in }.value(for: key) == Note(text: "new", stars: 2))
    }

    /// The temporary file may be given descriptor 0 too: the value is written to it, synced and renamed
    /// into place.
    @Test func aTemporaryFileGivenDescriptorZeroIsWritten() throws {
        let directory = TemporaryDirectory()
        var real: Int32 = -1
        var calls = SystemCalls.live
        calls.open = { path, flags, mode in
            let descriptor = SystemCalls.live.open(path, flags, mode)
            guard Self.isTemporary(path) else { return descriptor }
            real = descriptor
            return 0
        }
        calls.write = { descriptor, bytes, count in
            SystemCalls.live.write(descriptor == 0 ? real : descriptor, bytes, count)
        }
        calls.fsync = { descriptor in SystemCalls.live.fsync(descriptor == 0 ? real : descriptor) }
        calls.close = { descriptor in SystemCalls.live.close(descriptor == 0 ? real : descriptor) }
        let store = FileKeyValueStore(directory: directory.url, report: { _ in }, calls: calls)

        try store.save(Note(text: "new", stars: 2), for: key)
        #expect(FileKeyValueStore(directory: directory.url) { _ in }.value(for: key) == Note(text: "new", stars: 2))
    }

    /// A data folder the system refuses to create fails the save with that reason, naming the file the
    /// person tried to save.
    @Test func aFolderThatCannotBeCreatedFailsTheSaveNamingTheFile() throws {
        let parent = TemporaryDirectory()
        let data = parent.url.appendingPathComponent("data")
        var calls = SystemCalls.live
        calls.mkdir = { _, _ in Self.fail(EACCES) }
        let store = FileKeyValueStore(directory: data, report: { _ in }, calls: calls)

        #expect {
            try store.save(Note(text: "new", stars: 2), for: key)
        } throws: { error in
            "\(error)" == "Could not save to \(data.path)/note.json: \(Self.plainReason(EACCES))"
        }
    }

    private static func isTemporary(_ path: String) -> Bool {
        URL(fileURLWithPath: path).lastPathComponent.hasPrefix(".feature-graph-saving.")
    }

    private static func fail(_ number: Int32) -> Int32 {
        errno = number
        return -1
    }

    /// The store's words for `number`, as its messages give them.
    private static func plainReason(_ number: Int32) -> String {
        switch number {
        case EACCES: "permission denied; make the folder writable, or choose another with --data-dir"
        case EROFS: "the disk is read-only; choose another folder with --data-dir"
        case ENOSPC: "the disk is full; free some space and save again"
        default: "the system refused (\(String(cString: strerror(number)).lowercased()))"
        }
    }
}
