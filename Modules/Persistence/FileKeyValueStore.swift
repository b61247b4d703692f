import Foundation
import Locking

/// The app's store: one JSON file per key, written atomically in the background, values kept in memory so a
/// failed write loses nothing this session. A file it cannot read, too large, refused by its value's decoder
/// (whose description the line quotes) or not a regular file is moved aside as `…unreadable-<time>`, never
/// deleted, and reported in one line; a newer version's file is never written over. The directory is made,
/// owner-only, at the first save; a crashed save's temporary files go at the writer's first job.
public final class FileKeyValueStore: WholeValueStore {
    /// Far more than any value the app writes, small enough that a hostile file costs nothing at start-up.
    public nonisolated static let maximumFileBytes = 1024 * 1024

    public let directory: URL
    private let report: @Sendable (String) -> Void
    private let calls: SystemCalls
    /// Keys whose file a newer version of the app wrote: read as absent, never saved over.
    private var newerKeys: Set<String> = []
    private let writes: StoreWrites

    /// The app's name, as a report calls the program that writes the files: `SyncUps may not write in …`.
    private let app: String

    /// A store in `directory`, saying what it cannot do to `report` in lines that call the program `app`.
    public convenience init(directory: URL, app: String, report: @escaping @Sendable (String) -> Void) {
        self.init(directory: directory, app: app, report: report, calls: .live)
    }

    /// FeatureGraph's own store.
    package convenience init(directory: URL, report: @escaping @Sendable (String) -> Void) {
        self.init(directory: directory, report: report, calls: .live)
    }

    /// The same, its system calls through `calls`, which a test makes record or fail.
    package init(
        directory: URL, app: String = "FeatureGraph", report: @escaping @Sendable (String) -> Void,
        calls: SystemCalls
    ) {
        self.directory = directory
        self.app = app
        self.report = report
        self.calls = calls
        writes = StoreWrites(directory: directory, app: app, calls: calls, report: report)
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            report(
                "The data directory \(directory.path) is a file, not a folder; changes are kept for this session "
                    + "only. Choose another folder with --data-dir.")
        } else if isDirectory.boolValue {
            if calls.access(directory.path, W_OK | X_OK) != 0 {
                report(
                    "\(app) may not write in the data directory \(directory.path) "
                        + "(\(AtomicFile.plainReason(errno).prefix { $0 != ";" })); changes are kept for this session "
                        + "only. Choose another folder with --data-dir.")
            } else {
                writes.removeLeftovers()
            }
        } else if let problem = Self.cannotCreate(directory, by: app, calls: calls) {
            report(problem)
        }
    }

    /// Why the data directory, not made yet, could not be at the first save: asked at start-up, so a person
    /// learns it before typing anything.
    private static func cannotCreate(_ directory: URL, by app: String, calls: SystemCalls) -> String? {
        var above = directory.standardizedFileURL.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        while !FileManager.default.fileExists(atPath: above.path, isDirectory: &isDirectory), above.path != "/" {
            above = above.deletingLastPathComponent()
        }
        let consequence = "changes are kept for this session only. Choose another folder with --data-dir."
        if !isDirectory.boolValue {
            return "The data directory \(directory.path) cannot be created: \(above.path) is a file, not a folder; "
                + consequence
        }
        guard calls.access(above.path, W_OK | X_OK) != 0 else { return nil }
        return "The data directory \(directory.path) cannot be created: \(app) may not write in "
            + "\(above.path) (\(AtomicFile.plainReason(errno).prefix { $0 != ";" })); " + consequence
    }

    package func fileURL<Value>(for key: StoreKey<Value>) -> URL {
        directory.appendingPathComponent("\(key.name).json")
    }

    /// The value under `key`: from memory, else from its file (set aside and reported if unreadable).
    public func value<Value>(for key: StoreKey<Value>) -> Value? {
        let url = fileURL(for: key)
        if let data = writes.inForce(at: url) { return try? StoredEnvelope.decode(data, for: key) }
        guard !newerKeys.contains(key.name) else { return nil }
        // A folder, pipe, socket, device or link where the file should be is set aside like a damaged file,
        // so that start-up never waits on it and the next save writes a file of its own.
        if let kind = AtomicFile.oddKind(at: url) {
            setAside(url, because: "is \(kind), not a file \(app) wrote")
            return nil
        }
        // No lock is needed to read: a writer renames a complete file into place, so a read sees the old
        // bytes or the new ones.
        let data: Data
        do throws(StoreError) {
            guard let read = try AtomicFile.read(url, limit: Self.maximumFileBytes, calls: calls) else { return nil }
            data = read
        } catch {
            report("\(url.path) could not be read (\(error.reason)); defaults are used.")
            return nil
        }
        guard data.count <= Self.maximumFileBytes else {
            setAside(url, because: "is larger than 1 MiB, far more than \(app) ever writes")
            return nil
        }
        do {
            let value = try StoredEnvelope.decode(data, for: key)
            if let encoded = try? StoredEnvelope.encode(value, for: key) { writes.setInForce(encoded, at: url) }
            return value
        } catch .unsupportedVersion(let version) where version > key.version {
            newerKeys.insert(key.name)
            report(
                "\(url.path) was written by a newer version of \(app); it is left as it is, defaults are "
                    + "used, and it will not be saved over. Update \(app) to use it.")
        } catch .unsupportedVersion(let version) {
            setAside(url, because: "was written with schema version \(version), which this version cannot read")
        } catch .refused(let why) {
            setAside(url, because: "holds a value \(app) refuses (\(why.prefix(200)))")
        } catch {
            let why = if case .unreadable(let why) = error { " (\(why))" } else { "" }
            setAside(url, because: "could not be read\(why)")
        }
        return nil
    }

    package func save<Value>(
        _ value: Value, for key: StoreKey<Value>, completion: @escaping @Sendable (Result<Void, StoreError>) -> Void
    ) {
        let (url, app) = (fileURL(for: key), app)
        guard let data = try? StoredEnvelope.encode(value, for: key) else {
            return completion(.failure(StoreError(path: url.path, reason: "the value could not be encoded")))
        }
        writes.setInForce(data, at: url)
        writes.write(to: url, replacingEarlier: true, completion: { completion($0.map { _ in }) }) {
            (existing) throws(StoreError) in
            try Self.refuseIfNewer(existing, at: url, for: key, by: app)
            return data
        }
    }

    /// Applies `change` now, then, holding the lock, to the file read again, so what another process saved is
    /// kept (to the value in force, or `defaultValue`, when the file holds nothing readable); earlier failed
    /// writes' changes apply first.
    public func update<Value>(
        _ key: StoreKey<Value>, default defaultValue: Value, _ change: @escaping @Sendable (inout Value) -> Void,
        completion: @escaping @Sendable (Result<Value, StoreError>) -> Void
    ) {
        let (url, app) = (fileURL(for: key), app)
        let before = value(for: key) ?? defaultValue
        var inForce = before
        change(&inForce)
        if let encoded = try? StoredEnvelope.encode(inForce, for: key) { writes.setInForce(encoded, at: url) }
        writes.write(
            to: url, replacingEarlier: false,
            completion: { result in
                completion(
                    result.flatMap { data in
                        Result { () throws(StoreError) in try Self.decodeWritten(data, at: url, for: key) }
                    })
            }
        ) { (existing) throws(StoreError) in
            try Self.refuseIfNewer(existing, at: url, for: key, by: app)
            var current = existing.flatMap { Self.readable($0, for: key) } ?? before
            change(&current)
            guard let data = try? StoredEnvelope.encode(current, for: key) else {
                throw StoreError(path: url.path, reason: "the value could not be encoded")
            }
            return data
        }
    }

    /// Puts `value` in force now; holding the lock, writes it if the file still holds what `read` read (or
    /// nothing readable, or `value`), else leaves the file as another run wrote it, which is then in force.
    public func replace<Value>(
        _ read: StoreRead<Value>, with value: Value,
        completion: @escaping @Sendable (Result<Replacement<Value>, StoreError>) -> Void
    ) {
        let (url, app) = (fileURL(for: read.key), app)
        guard let data = try? StoredEnvelope.encode(value, for: read.key) else {
            return completion(.failure(StoreError(path: url.path, reason: "the value could not be encoded")))
        }
        writes.setInForce(data, at: url)
        // What another run stored, if this write found it in the way: the write's own finding, as the writer
        // may write several writes' changes at once.
        let storedElsewhere = Locked<Value?>(nil)
        writes.write(
            to: url, replacingEarlier: false,
            completion: { result in
                completion(
                    result.map { _ in storedElsewhere.withLock { $0 }.map { .changedElsewhere($0) } ?? .written })
            }
        ) { (existing) throws(StoreError) in
            try Self.refuseIfNewer(existing, at: url, for: read.key, by: app)
            storedElsewhere.withLock { $0 = nil }
            let now = StoreRead(existing.flatMap { Self.readable($0, for: read.key) }, for: read.key)
            guard let existing, let stored = now.value, now.isLost(replacing: read, with: data) else { return data }
            storedElsewhere.withLock { $0 = stored }
            return existing
        }
    }

    public func flush() async {
        await writes.flush()
    }

    public var isWriting: Bool { writes.isWriting }

    /// Refuses to write over a newer version's file; holding the lock, as another process may have written it.
    private nonisolated static func refuseIfNewer<Value>(
        _ existing: Data?, at url: URL, for key: StoreKey<Value>, by app: String
    ) throws(StoreError) {
        guard let existing, let version = StoredEnvelope.version(of: existing), version > key.version else {
            return
        }
        throw StoreError(
            path: url.path,
            reason: "a newer version of \(app) wrote it, and this one will not overwrite it; "
                + "update \(app) to change it")
    }

    /// The value `data` holds, if it is within bounds and reads.
    private nonisolated static func readable<Value>(_ data: Data, for key: StoreKey<Value>) -> Value? {
        guard data.count <= maximumFileBytes else { return nil }
        return try? StoredEnvelope.decode(data, for: key)
    }

    private nonisolated static func decodeWritten<Value>(_ data: Data, at url: URL, for key: StoreKey<Value>)
        throws(StoreError)
        -> Value
    {
        do {
            return try StoredEnvelope.decode(data, for: key)
        } catch {
            throw StoreError(path: url.path, reason: "what was written does not read back")
        }
    }

    // MARK: - Files set aside

    private func setAside(_ url: URL, because why: String) {
        let stamp = Self.timestamp()
        var aside = url.appendingPathExtension("unreadable-\(stamp)")
        var attempt = 1
        while FileManager.default.fileExists(atPath: aside.path) {
            attempt += 1
            aside = url.appendingPathExtension("unreadable-\(stamp)-\(attempt)")
        }
        if calls.rename(url.path, aside.path) == 0 {
            report("\(url.path) \(why); it was moved to \(aside.lastPathComponent) and defaults are used.")
        } else {
            let reason = AtomicFile.plainReason(errno)
            report("\(url.path) \(why) and could not be moved aside (\(reason)); defaults are used.")
        }
    }

    /// Now in UTC, as `20261121T093000Z`: sorts by time and holds no character a file name cannot.
    private static func timestamp() -> String {
        Date().formatted(.iso8601.dateSeparator(.omitted).timeSeparator(.omitted))
    }
}
