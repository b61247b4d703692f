import Locking
import TerminalMenu
import TestSupport
import Testing

@testable import App

/// The store reports from a thread of its own (its writer, waiting for another FeatureGraph's lock); the
/// app hands its reports over to the menu once the menu starts. A line reported at that very moment is
/// never lost: it is among the lines held for the start, or it comes to the menu.
@MainActor
@Suite(.limitForATest) struct StoreReportsTests {
    /// The switch to the menu made the moment a report lets go of the lock (the seam): wherever a report
    /// would let go between deciding and keeping its line, the switch comes there, every run.
    @Test func aLineReportedWhileTheReportsSwitchToTheMenuIsNeverLost() async {
        let events = MenuEvents()
        let switching = SwitchOnce(to: events)
        let reports = StoreReports(afterEachTurn: switching.now)
        switching.reports.withLock { $0 = reports }
        reports.report("the line")
        events.post(.problem("nothing more"))
        let held = switching.held.withLock { $0 }
        #expect(held != nil, "the reports switched to the menu")
        guard held != ["the line"] else { return }
        let posted = await firstElement("the first thing posted to the menu", of: events.stream)
        guard case .problem("the line")? = posted else {
            Issue.record("the line was lost: held \(held ?? []), then posted \(String(describing: posted))")
            return
        }
    }

    /// Before the switch a line is held; after it, posted to the menu and held no more.
    @Test func aLineIsHeldBeforeTheSwitchAndPostedAfterIt() async {
        let events = MenuEvents()
        let reports = StoreReports()
        reports.report("before")
        #expect(reports.heldCount == 1)
        #expect(reports.postingFromNow(to: events) == ["before"])
        reports.report("after")
        #expect(reports.heldCount == 0)
        guard case .problem("after")? = await firstElement("the line posted after the switch", of: events.stream) else {
            Issue.record("the line reported after the switch did not come to the menu")
            return
        }
    }
}

/// Switches `reports` to the menu the first time it is called, keeping the lines it was handed.
private final class SwitchOnce: Sendable {
    let reports = Locked<StoreReports?>(nil)
    let held = Locked<[String]?>(nil)
    private let events: MenuEvents

    init(to events: MenuEvents) { self.events = events }

    var now: @Sendable () -> Void {
        { [self] in
            guard
                let reports = reports.withLock({ reports in
                    defer { reports = nil }; return reports
                })
            else { return }
            let lines = reports.postingFromNow(to: events)
            held.withLock { $0 = lines }
        }
    }
}
