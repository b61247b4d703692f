import Foundation

@testable import App

/// One in-process run of the whole app, with a temporary data directory unless it is given one.
@MainActor
struct AppRun {
    let status: ExitStatus
    let output: String
    let errors: String

    /// Runs the app with `arguments`, typing `input`, storing its data in `dataDirectory`.
    /// `echoesInput` plays piped input, which the app writes back after each prompt.
    init(
        _ arguments: [String] = [], input: String, dataDirectory: TestDataDirectory = TestDataDirectory(),
        echoesInput: Bool = false
    ) {
        let console = ScriptedConsole(input, echoesInput: echoesInput)
        let environment = ["FEATURE_GRAPH_DATA_DIR": dataDirectory.url.path]
        status = FeatureGraphApp.run(arguments: arguments, environment: environment, console: console)
        output = console.output
        errors = console.errors
    }
}

/// A data directory under the system's temporary directory, removed when the test lets go of it; pass
/// one to several runs to see what a run leaves for the next.
final class TestDataDirectory: Sendable {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("feature-graph-tests-\(UUID().uuidString)", isDirectory: true)

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `text` to `name` inside the directory, creating it if needed.
    func write(_ text: String, to name: String) throws {
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url.appendingPathComponent(name))
    }

    /// The names of the files in the directory now, sorted.
    var fileNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }
}
