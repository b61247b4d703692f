import Foundation
import SettingsFeature
import TerminalMenu
import TestSupport

@testable import App

/// One in-process run of the whole app, with a temporary data directory unless it is given one, and a
/// manual clock that stands still at noon, so no reminder comes between the lines typed.
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
    ) async {
        let console = ScriptedConsole(input, echoesInput: echoesInput)
        let environment = ["FEATURE_GRAPH_DATA_DIR": dataDirectory.url.path]
        status = await FeatureGraphApp.run(
            arguments: arguments, edges: .test(console: console, environment: environment, clock: .standingStill))
        output = console.output
        errors = console.errors
    }
}
