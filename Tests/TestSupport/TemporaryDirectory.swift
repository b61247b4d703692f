import Foundation

/// A new directory under the system's temporary directory, removed when the test lets go of it; pass one
/// to several stores or runs to see what one leaves for the next.
public final class TemporaryDirectory: Sendable {
    /// Where the directory is; it is created by the first `write`, or by whatever the test hands it to.
    public let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("feature-graph-tests-\(UUID().uuidString)", isDirectory: true)

    /// A new name under the temporary directory; nothing is created yet.
    public init() {}

    /// A store made in the test may still be doing its first job on its own thread when the test lets go:
    /// removing what crashed saves left, which opens the directory's `.lock`, creating it if needed. A
    /// removal that meets a file created meanwhile fails on the now non-empty directory, so it is tried
    /// again; once the directory is gone, the store's `open` fails and creates nothing.
    deinit {
        for _ in 1...5 where FileManager.default.fileExists(atPath: url.path) {
            try? FileManager.default.removeItem(at: url)
        }
    }

    /// The names of the files in the directory now, sorted.
    public var fileNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    /// Writes `text` to `name` inside the directory, creating it if needed.
    public func write(_ text: String, to name: String) throws {
        try write(Data(text.utf8), to: name)
    }

    /// Writes `bytes` to `name` inside the directory, creating it if needed.
    public func write(_ bytes: Data, to name: String) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try bytes.write(to: url.appendingPathComponent(name))
    }

    /// The text of `name` inside the directory.
    public func read(_ name: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
    }
}
