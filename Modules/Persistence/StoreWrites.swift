import Foundation
import Locking

/// The file store's writer: one write at a time, in the order asked, on a thread of its own, so that a
/// write that waits — for another process holding the directory's lock, for a slow disk — makes neither
/// the main actor nor a task of the app wait with it.
final class StoreWrites: Sendable {
    /// Given what the file holds now (`nil`: nothing), the bytes to write instead.
    typealias Change = @Sendable (_ existing: Data?) throws(StoreError) -> Data

    private struct State {
        /// By file, the bytes in force in this session: what was read or last asked to be written, or,
        /// once a write that no later change follows has ended, what it wrote, merged with what another
        /// process saved.
        var inForce: [URL: Data] = [:]
        /// By file, the changes not written yet, each numbered in the order asked: a failed write's stay,
        /// and the next write of that file applies them first, so that a change kept "for this session
        /// only" is not undone when a later one is written.
        var unwritten: [URL: [(number: Int, change: Change)]] = [:]
        var nextNumber = 0
        /// Writes asked for and not ended.
        var pending = 0
    }

    private let state = Locked(State())
    private let queue = DispatchQueue(label: "FeatureGraph.StoreWrites")
    private let directory: URL
    private let calls: SystemCalls
    private let report: @Sendable (String) -> Void

    init(directory: URL, calls: SystemCalls, report: @escaping @Sendable (String) -> Void) {
        self.directory = directory
        self.calls = calls
        self.report = report
    }

    var isWriting: Bool { state.withLock { $0.pending > 0 } }

    /// The bytes in force for the file at `url` in this session, if any.
    func inForce(at url: URL) -> Data? {
        state.withLock { $0.inForce[url] }
    }

    func setInForce(_ data: Data, at url: URL) {
        state.withLock { $0.inForce[url] = data }
    }

    /// Writes `change` to the file at `url` after every write asked for before it; `completion` gets the
    /// bytes written. A save replaces the earlier changes not yet written (it holds the whole value); an
    /// update comes after them.
    func write(
        to url: URL, replacingEarlier: Bool, completion: @escaping @Sendable (Result<Data, StoreError>) -> Void,
        _ change: @escaping Change
    ) {
        state.withLock { state in
            let entry = (number: state.nextNumber, change: change)
            state.nextNumber += 1
            if replacingEarlier {
                state.unwritten[url] = [entry]
            } else {
                state.unwritten[url, default: []].append(entry)
            }
            state.pending += 1
        }
        queue.async { [self] in
            let changes = state.withLock { $0.unwritten[url] ?? [] }
            let result = Result { () throws(StoreError) -> Data in try perform(changes.map(\.change), on: url) }
            state.withLock { state in
                if case .success(let data) = result {
                    let written = Set(changes.map(\.number))
                    state.unwritten[url]?.removeAll { written.contains($0.number) }
                    if state.unwritten[url]?.isEmpty == true {
                        state.unwritten[url] = nil
                        if !changes.isEmpty { state.inForce[url] = data }
                    }
                }
                state.pending -= 1
            }
            completion(result)
        }
    }

    /// Removes what crashed saves left in the directory, as the writer's first job.
    func removeLeftovers() {
        state.withLock { $0.pending += 1 }
        queue.async { [self] in
            AtomicFile.removeLeftovers(in: directory, calls: calls, waiting: reportWaiting)
            state.withLock { $0.pending -= 1 }
        }
    }

    /// Returns once every write asked for before it has ended.
    func flush() async {
        await withCheckedContinuation { done in queue.async { done.resume() } }
    }

    private func perform(_ changes: [Change], on url: URL) throws(StoreError) -> Data {
        // An earlier write took these changes already: the file holds them.
        guard !changes.isEmpty else {
            return try AtomicFile.read(url, limit: FileKeyValueStore.maximumFileBytes, calls: calls) ?? Data()
        }
        try createDirectory(for: url)
        var written = Data()
        try AtomicFile.write(
            to: url, limit: FileKeyValueStore.maximumFileBytes, calls: calls, waiting: reportWaiting
        ) { (existing) throws(StoreError) in
            var bytes = existing
            for change in changes { bytes = try change(bytes) }
            written = bytes ?? Data()
            return written
        }
        return written
    }

    private func reportWaiting() {
        report("Another FeatureGraph is saving in \(directory.path); this one waits for it to finish.")
    }

    /// Creates the directory and any missing folder above it, owner-only, with the system's own calls so
    /// that a failure is an error number this store can put in plain words; it names `file`, the one being
    /// saved.
    private func createDirectory(for file: URL) throws(StoreError) {
        var missing: [URL] = []
        var candidate = directory.standardizedFileURL
        while !FileManager.default.fileExists(atPath: candidate.path), candidate.path != "/" {
            missing.insert(candidate, at: 0)
            candidate = candidate.deletingLastPathComponent()
        }
        for folder in missing where calls.mkdir(folder.path, 0o700) != 0 && errno != EEXIST {
            throw StoreError(
                path: file.path,
                reason: "the folder \(folder.path) could not be created: \(AtomicFile.plainReason(errno))")
        }
    }
}
