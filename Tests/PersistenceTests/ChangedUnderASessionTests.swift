import Foundation
import Locking
import Persistence
import TestSupport
import Testing

/// A stored file changed by something else while a session runs (removed, replaced with bytes that are not
/// a value, cut short, or made unreadable): the session's next edit starts from what it holds, so every
/// field it changed before survives, never the defaults.
@MainActor
@Suite(.limitForATest) struct ChangedUnderASessionTests {
    private let key = StoreKey<Note>("note")
    private let defaults = Note(text: "default", stars: 0)

    /// What is done to the file between the session's two edits.
    enum Change: CaseIterable {
        case removed, replacedWithGarbage, truncated
    }

    @Test(arguments: Change.allCases)
    func theNextEditKeepsTheSessionsEarlierOne(change: Change) async throws {
        let directory = TemporaryDirectory()
        let store = FileKeyValueStore(directory: directory.url) { _ in }
        _ = try await store.update(key, default: defaults) { $0.stars = 4 }

        let file = directory.url.appendingPathComponent("note.json")
        switch change {
        case .removed: try FileManager.default.removeItem(at: file)
        case .replacedWithGarbage: try directory.write("not a note", to: "note.json")
        case .truncated:
            let bytes = try Data(contentsOf: file)
            try bytes.prefix(bytes.count / 2).write(to: file)
        }
        let edited = try await store.update(key, default: defaults) { $0.text = "edited" }

        #expect(edited == Note(text: "edited", stars: 4))
        #expect(FileKeyValueStore(directory: directory.url) { _ in }.value(for: key) == edited)
    }

    /// A file that cannot be read when the next edit saves: the save fails naming the file, and the
    /// session still holds both edits, which the next save that can write keeps.
    @Test func aFileMadeUnreadableFailsTheSaveAndTheSessionKeepsBothEdits() async throws {
        let directory = TemporaryDirectory()
        let disk = FailingReads()
        let store = FileKeyValueStore(directory: directory.url, report: { _ in }, calls: disk.calls)
        _ = try await store.update(key, default: defaults) { $0.stars = 4 }

        disk.fail = true
        await #expect {
            try await store.update(key, default: defaults) { $0.text = "edited" }
        } throws: { error in
            "\(error)".hasPrefix("Could not save to \(directory.url.path)/note.json: ")
        }
        #expect(store.value(for: key) == Note(text: "edited", stars: 4))

        disk.fail = false
        _ = try await store.update(key, default: defaults) { $0.stars += 1 }
        #expect(FileKeyValueStore(directory: directory.url) { _ in }.value(for: key) == Note(text: "edited", stars: 5))
    }

    /// A value saved whole that could not be written is kept for the session and written with the next
    /// update that can write, the update's own change on top of it.
    @Test func aSaveThatCouldNotWriteIsAppliedAgainByTheNextUpdate() async throws {
        let directory = TemporaryDirectory()
        let disk = FailingReads()
        let store = FileKeyValueStore(directory: directory.url, report: { _ in }, calls: disk.calls)
        _ = try await store.update(key, default: defaults) { $0.stars = 2 }

        disk.fail = true
        await #expect(throws: StoreError.self) { try await store.save(Note(text: "saved", stars: 5), for: key) }
        disk.fail = false
        #expect(try await store.update(key, default: defaults) { $0.text += "!" } == Note(text: "saved!", stars: 5))
        #expect(FileKeyValueStore(directory: directory.url) { _ in }.value(for: key) == Note(text: "saved!", stars: 5))
    }

    /// A value saved whole and written is not written again over what another process saved since: the
    /// session's next update merges its own change alone.
    @Test func aSaveThatWroteIsNotAppliedAgainByTheNextUpdate() async throws {
        let directory = TemporaryDirectory()
        let session = FileKeyValueStore(directory: directory.url) { _ in }
        try await session.save(Note(text: "mine", stars: 1), for: key)

        _ = try await FileKeyValueStore(directory: directory.url) { _ in }.update(key, default: defaults) {
            $0.stars = 5
        }
        let merged = try await session.update(key, default: defaults) { $0.text = "edited" }

        #expect(merged == Note(text: "edited", stars: 5))
    }

    /// A replace that could not be written stays in force, and the session's next replace, made from it, is
    /// written after it: the session's own value in the file is no other run's.
    @Test func aReplaceAfterOneThatFailedIsWrittenAfterIt() async throws {
        let directory = TemporaryDirectory()
        let disk = FailingReads()
        let store = FileKeyValueStore(directory: directory.url, report: { _ in }, calls: disk.calls)
        #expect(try await store.replace(store.read(key), with: defaults) == .written)

        disk.fail = true
        await #expect(throws: StoreError.self) {
            try await store.replace(store.read(key), with: Note(text: "kept", stars: 1))
        }
        #expect(store.value(for: key) == Note(text: "kept", stars: 1))

        disk.fail = false
        #expect(try await store.replace(store.read(key), with: Note(text: "kept", stars: 2)) == .written)
        #expect(FileKeyValueStore(directory: directory.url) { _ in }.value(for: key) == Note(text: "kept", stars: 2))
    }
}

/// The system's calls, but for reads, which fail with EIO while `fail` is set.
private final class FailingReads: Sendable {
    private let failing = Locked(false)

    var fail: Bool {
        get { failing.withLock { $0 } }
        set { failing.withLock { $0 = newValue } }
    }

    var calls: SystemCalls {
        var calls = SystemCalls.live
        calls.read = { descriptor, bytes, count in
            guard self.fail else { return SystemCalls.live.read(descriptor, bytes, count) }
            errno = EIO
            return -1
        }
        return calls
    }
}
