import Foundation

/// The package's own files, for the tests that hold the docs against the code.
enum PackageFiles {
    /// The package's folder: three levels above this file.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The text of `relativePath`, such as `docs/testing.md`.
    static func text(_ relativePath: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relativePath), encoding: .utf8)
    }
}
