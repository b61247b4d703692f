import Foundation
import Locking

/// The file store's writer: one write at a time, in order, on a thread of its own, so a write that waits (for
/// another process's lock, a slow disk) makes nothing of the app wait.
final class StoreWrites: Sendable {
    /// Given what the file holds now (`nil`: nothing), the bytes to write instead.
    typealias Change = @Sendable (_ existing: Data?) throws(StoreError) -> Data

    private struct State {
        /// By file, the bytes in force this session, merged with another process's once written.
        var inForce: [URL: Data] = [:]
        /// By file, the changes not written yet, in order: a failed one's stay, so the next write keeps it.
        var unwritten: [URL: [(number: Int, change: Change)]] = [:]
        var nextNumber = 0
        var pending = 0
    }

    private let state = Locked(State())
    private let queue = DispatchQueue(label: "FeatureGraph.StoreWrites")
    private let directory: URL
    private let calls: SystemCalls
    private let report: @Sendable (String) -> Void

    private let app: String

    init(directory: URL, app: String, calls: SystemCalls, report: @escaping @Sendable (String) -> Void) {
        self.directory = directory
        self.app = app
        self.calls = calls
        self.report = report
    }

    var isWriting: Bool { state.withLock { $0.pending > 0 } }

    func inForce(at url: URL) -> Data? {
        state.withLock { $0.inForce[url] }
    }

    func setInForce(_ data: Data, at url: URL) {
        state.withLock { $0.inForce[url] = data }
    }

    /// Writes `change` after every write asked before it; a save replaces the earlier changes not yet written.
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

    func removeLeftovers() {
        state.withLock { $0.pending += 1 }
        queue.async { [self] in
            AtomicFile.removeLeftovers(in: directory, calls: calls, waiting: reportWaiting)
            state.withLock { $0.pending -= 1 }
        }
    }

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
        report("Another \(app) is saving in \(directory.path); this one waits for it to finish.")
    }

    /// Creates the directory, owner-only, with the system's calls so a failure is an error number to put in words.
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
