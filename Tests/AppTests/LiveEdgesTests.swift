import Foundation
import Persistence
import SettingsFeature
import TestSupport
import Testing

@testable import App

/// What `AppEdges.live` wires, which is what the binary runs on: the process's environment reaches the
/// console and the data directory, the store is the file store, the clock is the system's. Nothing here
/// reads or writes the user's own data.
@MainActor
@Suite struct LiveEdgesTests {
    @Test(arguments: [
        (["TERM": "xterm-256color"], true),
        (["TERM": "xterm-256color", "NO_COLOR": "1"], false),
        (["TERM": "dumb"], false),
    ])
    func theEnvironmentDecidesWhetherATerminalIsStyled(environment: [String: String], styled: Bool) {
        let edges = AppEdges.live(environment: environment, outputIsTerminal: true)
        #expect(edges.console.isStyled == styled)
        #expect(edges.environment == environment)
    }

    @Test func theStoreIsTheFileStoreInTheDirectoryGiven() {
        let data = TemporaryDirectory()
        let store = AppEdges.live(environment: [:]).openStore(data.url) { _ in }
        #expect((store as? FileKeyValueStore)?.directory == data.url)
    }

    /// The live clock's time of day falls between two readings of the system's, however long the machine
    /// takes between them (across midnight, the second reading is the smaller).
    @Test func theClockIsTheSystemsTimeOfDay() {
        let before = DayClock.system.timeOfDay()
        let live = AppEdges.live(environment: [:]).clock.timeOfDay()
        let after = DayClock.system.timeOfDay()
        let between = before <= after ? (before...after).contains(live) : live >= before || live <= after
        #expect(between, "\(live) is not between \(before) and \(after)")
    }
}
