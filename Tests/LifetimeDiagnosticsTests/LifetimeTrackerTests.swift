import Core
import LifetimeDiagnostics
import Testing

@MainActor
@Suite struct LifetimeTrackerTests {
    @Test func eachEventIsToldAsItIsSeen() {
        let tracker = LifetimeTracker()
        var lines: [String] = []
        tracker.onEvent = { lines.append($0.description) }

        let root = SessionRoot(observer: tracker)
        var session: Session? = root.session
        _ = session?.sharedWidget
        session = nil
        tracker.catchUp()

        #expect(
            lines == [
                "[lifetime] created SessionRoot (scope) ^->Root",
                "[lifetime] created Session (scope) ^->Root->Session",
                "[lifetime] created Widget (shared) ^->Root->Session",
                "[lifetime] released Session (scope) ^->Root->Session",
                "[lifetime] released Widget (shared) ^->Root->Session",
            ])
    }

    /// A release is told at the next look, before anything made after it: nobody has to ask.
    @Test func aReleaseIsToldBeforeWhatIsMadeAfterIt() {
        let tracker = LifetimeTracker()
        var lines: [String] = []
        let root = SessionRoot(observer: tracker)
        var session: Session? = root.session
        tracker.onEvent = { lines.append($0.description) }

        session = nil
        _ = root.session

        #expect(
            lines == [
                "[lifetime] released Session (scope) ^->Root->Session",
                "[lifetime] created Session (scope) ^->Root->Session",
            ])
        withExtendedLifetime(session) {}
    }

    @Test func recordsCountCreationsReleasesAndWhatIsAliveNow() {
        let tracker = LifetimeTracker()
        let root = SessionRoot(observer: tracker)
        let kept = root.session
        _ = root.session  // made and dropped at once
        _ = kept.madeWidget  // made and dropped at once

        let sessions = tracker.records.first { $0.typeName == "Session" }
        #expect(sessions.map { [$0.created, $0.released, $0.alive] } == [2, 1, 1])
        let widgets = tracker.records.first { $0.typeName == "Widget" }
        #expect(widgets.map { [$0.created, $0.released, $0.alive] } == [1, 1, 0])
        withExtendedLifetime(kept) {}
    }

    @Test func oneTypeUnderTwoLifetimesIsTwoRecords() {
        let tracker = LifetimeTracker()
        let session = SessionRoot(observer: tracker).session
        _ = session.sharedWidget
        _ = session.madeWidget
        let widgets = tracker.records.filter { $0.typeName == "Widget" }
        #expect(widgets.map(\.lifetime) == [.shared, .factory])
    }

    @Test func aValueIsCountedButNotWatched() {
        let tracker = LifetimeTracker()
        _ = SessionRoot(observer: tracker).session.number
        let numbers = tracker.records.first { $0.typeName == "Int" }
        #expect(numbers?.created == 1)
        #expect(numbers?.isWatched == false)
    }

    @Test func observingKeepsNothingAlive() {
        let tracker = LifetimeTracker()
        var root: SessionRoot? = SessionRoot(observer: tracker)
        weak let released = root
        _ = root?.keeper
        root = nil
        #expect(released == nil)
    }

    /// A run where nobody reads the tracker watches no more than what is alive, give or take a batch.
    @Test func aLongRunThatNobodyReadsStaysSmall() {
        let tracker = LifetimeTracker()
        let session = SessionRoot(observer: tracker).session
        for _ in 0..<10_000 { _ = session.madeWidget }
        #expect(tracker.watchedCount < 128)
    }
}
