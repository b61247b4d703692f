import Foundation

@testable import App

/// One in-process run of the whole app, with its own temporary data directory.
@MainActor
struct AppRun {
    let status: ExitStatus
    let output: String
    let errors: String

    /// Runs the app with `arguments`, typing `input`, in an environment whose data directory is new.
    init(_ arguments: [String] = [], input: String) {
        let console = ScriptedConsole(input)
        let dataDirectory = TemporaryDirectory.make()
        defer { try? FileManager.default.removeItem(at: dataDirectory) }
        let environment = ["FEATURE_GRAPH_DATA_DIR": dataDirectory.path]
        status = FeatureGraphApp.run(arguments: arguments, environment: environment, console: console)
        output = console.output
        errors = console.errors
    }
}

/// A new, empty directory under the system's temporary directory.
enum TemporaryDirectory {
    static func make() -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("feature-graph-tests-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
