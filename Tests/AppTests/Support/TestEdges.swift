import Foundation
import Persistence
import ProfileFeature
import ProfileUserLive
import SettingsFeature
import TerminalMenu
import TestSupport

@testable import App

extension AppEdges {
    /// A test's edges: its console and environment, a file store wherever they choose, the sample user
    /// unless it gives another source, and a clock standing still at noon unless it gives another.
    static func test(
        console: any Console, environment: [String: String] = [:], clock: DayClock = .standingStill,
        userSource: any ProfileUserSource = SampleUserFile()
    ) -> AppEdges {
        AppEdges(
            console: console, environment: environment,
            openStore: { directory, report in FileKeyValueStore(directory: directory, report: report) },
            clock: clock, userSource: userSource)
    }
}

extension DayClock {
    /// Noon on a manual clock nobody moves: reminders wait for ever.
    static var standingStill: DayClock {
        DayClock(clock: ManualClock()) { .seconds(12 * 3600) }
    }
}
