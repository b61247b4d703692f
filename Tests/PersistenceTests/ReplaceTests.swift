import Foundation
import Locking
import Persistence
import TestSupport
import Testing

/// `replace`: a whole value computed from a read is written only over what was read, so what another run
/// stored in between is never lost; the run is told what is stored instead, which is then in force.
@MainActor
@Suite(.limitForATest) struct ReplaceTests {
    private let key = StoreKey<Note>("note")
    private let first = Note(text: "first run's", stars: 1)
    private let second = Note(text: "second run's", stars: 2)

    @Test func aValueWrittenFromAReadOfWhatIsStoredIsWritten() async throws {
        let directory = TemporaryDirectory()
        let store = FileKeyValueStore(directory: directory.url) { _ in }
        #expect(try await store.replace(store.read(key), with: first) == .written)
        #expect(try await store.replace(store.read(key), with: second) == .written)
        #expect(FileKeyValueStore(directory: directory.url) { _ in }.value(for: key) == second)
    }

    /// Two runs read the same note; the second one's write, computed from that read, would lose the first's.
    @Test func aValueAnotherRunStoredSinceTheReadIsKeptAndPutInForce() async throws {
        let directory = TemporaryDirectory()
        let early = FileKeyValueStore(directory: directory.url) { _ in }
        let late = FileKeyValueStore(directory: directory.url) { _ in }
        let earlyRead = early.read(key)
        let lateRead = late.read(key)
        #expect(earlyRead.value == nil && lateRead.value == nil)

        #expect(try await early.replace(earlyRead, with: first) == .written)
        let bytes = try Data(contentsOf: directory.url.appendingPathComponent("note.json"))
        #expect(try await late.replace(lateRead, with: second) == .changedElsewhere(first))

        #expect(try Data(contentsOf: directory.url.appendingPathComponent("note.json")) == bytes)
        #expect(late.value(for: key) == first)
        #expect(try await late.replace(late.read(key), with: second) == .written)
        #expect(FileKeyValueStore(directory: directory.url) { _ in }.value(for: key) == second)
    }

    /// Another run that stored the very value this one writes loses nothing to it.
    @Test func theSameValueStoredElsewhereIsNoConflict() async throws {
        let directory = TemporaryDirectory()
        let early = FileKeyValueStore(directory: directory.url) { _ in }
        let late = FileKeyValueStore(directory: directory.url) { _ in }
        let lateRead = late.read(key)
        #expect(try await early.replace(early.read(key), with: first) == .written)
        #expect(try await late.replace(lateRead, with: first) == .written)
    }

    /// Nothing readable in the way (the file removed, or bytes that are no value) holds nothing to lose.
    @Test(arguments: ["removed", "not a note"])
    func aValueIsWrittenWhereNothingReadableIsStored(file: String) async throws {
        let directory = TemporaryDirectory()
        let store = FileKeyValueStore(directory: directory.url) { _ in }
        #expect(try await store.replace(store.read(key), with: first) == .written)
        let read = store.read(key)
        let url = directory.url.appendingPathComponent("note.json")
        if file == "removed" {
            try FileManager.default.removeItem(at: url)
        } else {
            try directory.write(file, to: "note.json")
        }

        #expect(try await store.replace(read, with: second) == .written)
        #expect(FileKeyValueStore(directory: directory.url) { _ in }.value(for: key) == second)
    }

    /// A newer version's file stored since the read is refused as `update` refuses it, and left as it is.
    @Test func aNewerVersionsFileStoredSinceTheReadIsNotWrittenOver() async throws {
        let directory = TemporaryDirectory()
        let store = FileKeyValueStore(directory: directory.url) { _ in }
        let read = store.read(key)
        let newer = #"{"schemaVersion": 9, "value": {}}"#
        try directory.write(newer, to: "note.json")

        await #expect {
            try await store.replace(read, with: first)
        } throws: { error in
            "\(error)".hasPrefix("Could not save to \(directory.url.path)/note.json: a newer version")
        }
        #expect(try String(contentsOf: directory.url.appendingPathComponent("note.json"), encoding: .utf8) == newer)
    }

    /// Two replaces asked while the writer is busy, the second from the first's value: the writer writes both
    /// at once, and each is told its own outcome.
    @Test func replacesWrittenTogetherAreEachWritten() async throws {
        let directory = TemporaryDirectory()
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        // The writer's first job, the sweep of leftovers in a folder that exists, takes the lock only once both
        // replaces are asked.
        let bothAsked = Barrier(parties: 2)
        let firstLock = Locked(true)
        var calls = SystemCalls.live
        calls.flock = { descriptor, operation in
            if firstLock.withLock({ $0 }) {
                firstLock.withLock { $0 = false }
                bothAsked.arriveAndWait()
            }
            return SystemCalls.live.flock(descriptor, operation)
        }
        let store = FileKeyValueStore(directory: directory.url, report: { _ in }, calls: calls)
        let outcomes = Locked<[Int: Replacement<Note>]>([:])
        store.replace(store.read(key), with: first) { result in outcomes.withLock { $0[1] = try? result.get() } }
        store.replace(store.read(key), with: second) { result in outcomes.withLock { $0[2] = try? result.get() } }
        bothAsked.arriveAndWait()
        await store.flush()
        #expect(outcomes.withLock { $0 } == [1: .written, 2: .written])
        #expect(FileKeyValueStore(directory: directory.url) { _ in }.value(for: key) == second)
    }

    @Test func theStoreInMemoryKeepsTheSameRule() async throws {
        let store = InMemoryKeyValueStore()
        let stale = store.read(key)
        #expect(try await store.replace(store.read(key), with: first) == .written)
        #expect(try await store.replace(stale, with: first) == .written)
        #expect(try await store.replace(stale, with: second) == .changedElsewhere(first))
        #expect(store.value(for: key) == first)
        #expect(try await store.replace(store.read(key), with: second) == .written)
        #expect(store.value(for: key) == second)
    }

    /// Generated runs of three processes' stores on one directory, each replacing the note from what it last
    /// read, wrote or was told, and now and then started afresh, against the rule in a few lines: a write
    /// is made unless a value is stored that is neither the one read nor the one written.
    @Test func generatedRunsFollowTheRule() async throws {
        let seed = UInt64.random(in: 0...UInt64.max)
        var random = SeededRandom(seed: seed)
        for run in 0..<60 {
            let directory = TemporaryDirectory()
            var stores = (0..<3).map { _ in FileKeyValueStore(directory: directory.url) { _ in } }
            var model = ReplaceModel(runs: 3)
            var steps: [String] = []
            var said: [String] = []
            var expected: [String] = []
            for _ in 0..<8 {
                let process = Int.random(in: 0..<3, using: &random)
                if Bool.random(using: &random) && steps.count > 0 {
                    steps.append("process \(process) starts afresh")
                    stores[process] = FileKeyValueStore(directory: directory.url) { _ in }
                    model.startAfresh(process)
                    continue
                }
                let stars = Int.random(in: 0..<3, using: &random)
                steps.append("process \(process) writes \(stars) stars")
                let store = stores[process]
                said.append("\(try await store.replace(store.read(key), with: Note(text: "n", stars: stars)))")
                expected.append("\(model.replace(by: process, with: stars))")
            }
            let stored = FileKeyValueStore(directory: directory.url) { _ in }.value(for: key)?.stars
            #expect(
                said + ["stored \(stored.map(String.init) ?? "nothing")"]
                    == expected + ["stored \(model.stored.map(String.init) ?? "nothing")"],
                "seed \(seed), run \(run): \(steps)")
        }
    }
}

/// The rule of `replace`, for processes each reading through a store of its own: a store reads the file
/// once, then holds what it wrote or was told.
private struct ReplaceModel {
    private(set) var stored: Int?
    /// Each process's view; `nil` until its store first reads.
    private var views: [Int??]

    init(runs: Int) {
        views = Array(repeating: nil, count: runs)
    }

    mutating func replace(by process: Int, with stars: Int) -> Replacement<Note> {
        let read = views[process] ?? stored
        if let now = stored, now != read, now != stars {
            views[process] = now
            return .changedElsewhere(Note(text: "n", stars: now))
        }
        stored = stars
        views[process] = stars
        return .written
    }

    mutating func startAfresh(_ process: Int) {
        views[process] = nil
    }
}
