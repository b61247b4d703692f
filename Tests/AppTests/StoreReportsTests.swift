import Dispatch
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
    @Test func aLineReportedWhileTheReportsSwitchToTheMenuIsNeverLost() async {
        for trial in 0..<2_000 {
            let reports = StoreReports()
            let events = MenuEvents()
            let held = Locked<[String]>([])
            // Both threads wait at one gate, opened for both at once: the report and the switch meet.
            let (gate, both) = (DispatchSemaphore(value: 0), DispatchGroup())
            DispatchQueue.global().async(group: both) {
                gate.wait()
                reports.report("line \(trial)")
            }
            DispatchQueue.global().async(group: both) {
                gate.wait()
                let lines = reports.postingFromNow(to: events)
                held.withLock { $0 = lines }
            }
            gate.signal()
            gate.signal()
            both.wait()
            if held.withLock({ $0 }) == ["line \(trial)"] { continue }
            let posted = await firstElement("line \(trial), posted to the menu", of: events.stream)
            guard case .problem("line \(trial)")? = posted else {
                Issue.record("line \(trial) was lost: \(String(describing: posted))")
                return
            }
        }
    }
}
