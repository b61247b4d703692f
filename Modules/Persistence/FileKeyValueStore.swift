import Foundation

/// The app's store: one JSON file per key in a data directory, written atomically, with values kept in
/// memory so that a failed write loses nothing for the rest of the session.
///
/// - A file that cannot be read or decoded, or holds a value the app would refuse, or is larger than
///   `maximumFileBytes`, or is not a regular file at all (a folder, a named pipe, a socket, a device, a
///   symbolic link: never followed), is moved aside as `<name>.json.unreadable-<timestamp>`, never deleted; the store
///   reports one line naming it and answers `nil`, so the app starts with defaults. A value's decoder
///   refuses it by throwing `DecodingError.dataCorrupted` with a description naming the value and the
///   rule (`frequency 0; a frequency is 1 to 1440 minutes`), which the line quotes.
/// - A file written by a newer schema version is left where it is, and saving its key is refused, so an
///   older app never overwrites what a newer one wrote.
/// - The directory is created, owner-only, on the first save.
/// - Opening the store removes the temporary files a crashed save left behind, and no other file.
public final class FileKeyValueStore: KeyValueStore {
    /// The largest file the store reads: far more than any value the app writes, and small enough that a
    /// huge or hostile file costs neither time nor memory at start-up.
    public static let maximumFileBytes = 1024 * 1024

    public let directory: URL
    private let report: (String) -> Void
    private var values: [String: Any] = [:]
    /// Keys whose file a newer version of the app wrote: read as absent, never saved over.
    private var newerKeys: Set<String> = []
    private let calls: SystemCalls
    /// By key, the changes this session made that were not written (`(inout Value) -> Void` each): kept
    /// for the session, they are applied again to what the file holds by the next save of that key, so
    /// an edit kept "for this session only" is not undone when a later one is written.
    private var unwritten: [String: [Any]] = [:]

    public convenience init(directory: URL, report: @escaping (String) -> Void) {
        self.init(directory: directory, report: report, calls: .live)
    }

    /// The same, making its system calls through `calls`: tests pass ones that record the order of a save
    /// or fail as a full disk does.
    package init(directory: URL, report: @escaping (String) -> Void, calls: SystemCalls) {
        self.directory = directory
        self.report = report
        self.calls = calls
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            report(
                "The data directory \(directory.path) is a file, not a folder; changes are kept for this session "
                    + "only. Choose another folder with --data-dir.")
        } else if isDirectory.boolValue {
            AtomicFile.removeLeftovers(in: directory, calls: calls)
        }
    }

    package func fileURL<Value>(for key: StoreKey<Value>) -> URL {
        directory.appendingPathComponent("\(key.name).json")
    }

    /// The value under `key`: from memory, else from its file (set aside and reported if unreadable).
    public func value<Value>(for key: StoreKey<Value>) -> Value? {
        if let value = values[key.name] as? Value { return value }
        guard !newerKeys.contains(key.name) else { return nil }
        let url = fileURL(for: key)
        // A folder, pipe, socket, device or link where the file should be is set aside like a damaged file,
        // so that start-up never waits on it and the next save writes a file of its own.
        if let kind = AtomicFile.oddKind(at: url) {
            setAside(url, because: "is \(kind), not a file FeatureGraph wrote")
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
            setAside(url, because: "is larger than 1 MiB, far more than FeatureGraph ever writes")
            return nil
        }
        do {
            let value = try StoredEnvelope.decode(data, for: key)
            values[key.name] = value
            return value
        } catch .unsupportedVersion(let version) where version > key.version {
            newerKeys.insert(key.name)
            report(
                "\(url.path) was written by a newer version of FeatureGraph; it is left as it is, defaults are "
                    + "used, and it will not be saved over. Update FeatureGraph to use it.")
        } catch .unsupportedVersion(let version) {
            setAside(url, because: "was written with schema version \(version), which this version cannot read")
        } catch .refused(let why) {
            setAside(url, because: "holds a value FeatureGraph refuses (\(why.prefix(200)))")
        } catch {
            setAside(url, because: "could not be read")
        }
        return nil
    }

    /// Keeps `value` in memory, then writes its file atomically, creating the directory if needed.
    public func save<Value>(_ value: Value, for key: StoreKey<Value>) throws(StoreError) {
        values[key.name] = value
        unwritten[key.name] = [{ (stored: inout Value) in stored = value }]
        let data: Data
        do {
            data = try StoredEnvelope.encode(value, for: key)
        } catch {
            throw StoreError(path: fileURL(for: key).path, reason: "the value could not be encoded")
        }
        try createDirectory(for: fileURL(for: key))
        try AtomicFile.write(to: fileURL(for: key), limit: Self.maximumFileBytes, calls: calls) {
            (existing) throws(StoreError) in
            try refuseIfNewer(existing, for: key)
            return data
        }
        unwritten[key.name] = nil
    }

    /// Reads the value under `key` again holding the directory's lock, applies `change` and writes the
    /// result, so that what another process saved meanwhile is kept; returns the value now stored. When
    /// the file holds nothing readable, `change` applies to this store's value or to `defaultValue`.
    /// The changes of earlier saves of `key` that could not be written apply first, in their order.
    public func update<Value>(
        _ key: StoreKey<Value>, default defaultValue: Value, _ change: @escaping (inout Value) -> Void
    ) throws(StoreError) -> Value {
        var fallback = value(for: key) ?? defaultValue
        change(&fallback)
        values[key.name] = fallback
        unwritten[key.name, default: []].append(change)
        let changes = unwritten[key.name, default: []].compactMap { $0 as? (inout Value) -> Void }
        try createDirectory(for: fileURL(for: key))
        var result = fallback
        try AtomicFile.write(to: fileURL(for: key), limit: Self.maximumFileBytes, calls: calls) {
            (existing) throws(StoreError) in
            try refuseIfNewer(existing, for: key)
            if let existing, existing.count <= Self.maximumFileBytes,
                var current = try? StoredEnvelope.decode(existing, for: key)
            {
                for change in changes { change(&current) }
                result = current
            }
            do {
                return try StoredEnvelope.encode(result, for: key)
            } catch {
                throw StoreError(path: fileURL(for: key).path, reason: "the value could not be encoded")
            }
        }
        values[key.name] = result
        unwritten[key.name] = nil
        return result
    }

    /// Refuses to write over a file a newer version of the app wrote; called holding the lock, since
    /// another process may have written it after this one read.
    private func refuseIfNewer<Value>(_ existing: Data?, for key: StoreKey<Value>) throws(StoreError) {
        guard let existing, let version = StoredEnvelope.version(of: existing), version > key.version else {
            return
        }
        throw StoreError(
            path: fileURL(for: key).path,
            reason: "a newer version of FeatureGraph wrote it, and this one will not overwrite it; "
                + "update FeatureGraph to change it")
    }

    // MARK: - Files

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
            throw AtomicFile.failure(file)
        }
    }

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
