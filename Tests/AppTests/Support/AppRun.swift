import Foundation
import TestSupport

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
        _ arguments: [String] = [], input: String, dataDirectory: TemporaryDirectory = TemporaryDirectory(),
        echoesInput: Bool = false
    ) {
        let console = ScriptedConsole(input, echoesInput: echoesInput)
        let environment = ["FEATURE_GRAPH_DATA_DIR": dataDirectory.url.path]
        status = FeatureGraphApp.run(arguments: arguments, environment: environment, console: console)
        output = console.output
        errors = console.errors
    }
}
