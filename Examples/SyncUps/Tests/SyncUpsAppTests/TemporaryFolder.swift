import Foundation

/// A folder of its own under the system's temporary folder, not made until something writes there, and removed with
/// whatever is in it when the test lets go of it.
final class TemporaryFolder: Sendable {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("syncups-\(UUID().uuidString)")

    var path: String { url.path }

    func appendingPathComponent(_ name: String) -> URL { url.appendingPathComponent(name) }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
