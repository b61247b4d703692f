import Foundation

/// The app's store: one JSON file per key in a data directory, written atomically, with values kept in
/// memory so that a failed write loses nothing for the rest of the session.
///
/// - A file that cannot be read or decoded is moved aside as `<name>.json.unreadable-<timestamp>`, never
///   deleted; the store reports one line naming it and answers `nil`, so the app starts with defaults.
/// - The directory is created, owner-only, on the first save.
/// - Opening the store removes temporary files a crash left behind.
public final class FileKeyValueStore: KeyValueStore {
    /// Where the files live.
    public let directory: URL
    private let report: (String) -> Void
    private var values: [String: Any] = [:]

    /// Opens the store in `directory`; `report` receives the one-line notices a user should see.
    public init(directory: URL, report: @escaping (String) -> Void) {
        self.directory = directory
        self.report = report
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), !isDirectory.boolValue {
            report("The data directory \(directory.path) is a file; values will be kept only for this session.")
        } else if isDirectory.boolValue {
            AtomicFile.removeLeftovers(in: directory)
        }
    }

    /// The file that holds the value of `key`.
    package func fileURL<Value>(for key: StoreKey<Value>) -> URL {
        directory.appendingPathComponent("\(key.name).json")
    }

    /// The value under `key`: from memory, else from its file (set aside and reported if unreadable).
    public func value<Value>(for key: StoreKey<Value>) -> Value? {
        if let value = values[key.name] as? Value { return value }
        let url = fileURL(for: key)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        // No lock is needed to read: a writer renames a complete file into place, so a read sees the old
        // bytes or the new ones.
        do {
            let value = try StoredEnvelope.decode(try Data(contentsOf: url), for: key)
            values[key.name] = value
            return value
        } catch StoredEnvelope.ReadError.unsupportedVersion(let version) {
            setAside(url, because: "was written with schema version \(version), which this version cannot read")
        } catch {
            setAside(url, because: "could not be read")
        }
        return nil
    }

    /// Keeps `value` in memory, then writes its file atomically, creating the directory if needed.
    public func save<Value>(_ value: Value, for key: StoreKey<Value>) throws(StoreError) {
        values[key.name] = value
        let data: Data
        do {
            data = try StoredEnvelope.encode(value, for: key)
        } catch {
            throw StoreError(path: fileURL(for: key).path, reason: "the value could not be encoded")
        }
        try createDirectory()
        try AtomicFile.write(data, to: fileURL(for: key))
    }

    // MARK: - Files

    private func createDirectory() throws(StoreError) {
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw StoreError(path: directory.path, reason: Self.reason(error))
        }
    }

    /// Moves an unreadable file to a timestamped name beside it and says so in one line.
    private func setAside(_ url: URL, because why: String) {
        let stamp = Self.timestamp()
        var aside = url.appendingPathExtension("unreadable-\(stamp)")
        var attempt = 1
        while FileManager.default.fileExists(atPath: aside.path) {
            attempt += 1
            aside = url.appendingPathExtension("unreadable-\(stamp)-\(attempt)")
        }
        do {
            try FileManager.default.moveItem(at: url, to: aside)
            report("\(url.path) \(why); it was moved to \(aside.lastPathComponent) and defaults are used.")
        } catch {
            report("\(url.path) \(why) and could not be moved aside (\(Self.reason(error))); defaults are used.")
        }
    }

    private static func reason(_ error: Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let underlying, underlying.domain == NSPOSIXErrorDomain,
            let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue))
        }
        return error.localizedDescription
    }

    /// Now, as `20261121T093000Z`: sorts by time and holds no character a file name cannot.
    private static func timestamp() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return formatter.string(from: Date())
    }
}
