import Foundation

/// A new directory under the system's temporary directory, removed when the test lets go of it.
final class TestDirectory {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("feature-graph-persistence-\(UUID().uuidString)", isDirectory: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// The names of the files in the directory now, sorted.
    var fileNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    /// Writes `text` to `name` inside the directory, creating it if needed.
    func write(_ text: String, to name: String) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url.appendingPathComponent(name))
    }

    /// The text of `name` inside the directory.
    func read(_ name: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
    }
}

/// A value the tests store.
struct Note: Codable, Equatable {
    var text: String
    var stars: Int
}
