import SettingsFeature
import TerminalMenu
import TestSupport
import Testing

@testable import App

/// The whole app run in-process on a pseudo-terminal, through the console the binary uses, with a manual
/// clock at 09:14 and a data directory of its own: what a person at a terminal sees and types.
@MainActor
struct AppAtATerminal {
    let terminal: PseudoTerminal
    let clock = ManualClock()
    let data = TemporaryDirectory()
    let run: Task<App.ExitStatus, Never>

    /// Starts the app reading `terminal` and writing `screen` (the same terminal unless given), and waits
    /// for the main menu.
    init(on terminal: PseudoTerminal, drawingOn screen: PseudoTerminal? = nil) async {
        self.terminal = terminal
        let clock = clock
        let time = DayClock(clock: clock) { .seconds(9 * 3600 + 14 * 60) + clock.now.offset }
        let screen = screen ?? terminal
        let console = StandardConsole(
            environment: ["NO_COLOR": "1"], outputIsTerminal: true, input: terminal.terminal, output: screen.terminal)
        let environment = ["FEATURE_GRAPH_DATA_DIR": data.url.path]
        run = Task {
            await FeatureGraphApp.run(
                arguments: [], edges: .test(console: console, environment: environment, clock: time))
        }
        await screen.untilShown("  q  Quit\r\n> ")
    }

    /// Opens Edit quote, whose first prompt is Quote text.
    func openQuoteText(drawnOn screen: PseudoTerminal? = nil) async {
        terminal.type("1\r1\r")
        await (screen ?? terminal).untilShown("Quote text\r\n> ")
    }
}
