import Composition
import FeatureFakes
import Foundation
import LifetimeChecks
import RecordMeetingFakes
import SyncUpModel
import SyncUpsTestSupport
import Testing

@testable import RecordMeeting

/// A meeting over its fakes, on a clock the test moves: each speaker's share, Next, ending it saved or discarded,
/// the timer waiting while the end is confirmed, and the timer's task ending with the visit.
@MainActor
@Suite struct RecordMeetingTests {
    private let fakes = RecordMeetingFakes(reporting: .runningTest)
    private let clock = TestClock()
    private let archive = FakeMeetingArchive()
    private let announcements = FakeAnnouncements()
    private let tasks = StartedTasks()
    private let check: LifetimeCheck
    private let root: OneFeatureRoot<RecordMeetingComponent>

    /// The sample: 6 minutes, three attendees, two minutes each.
    init() {
        fakes.archive = archive
        fakes.clock = clock
        fakes.today = Date(timeIntervalSince1970: 1_000_000)
        fakes.announcements = announcements
        check = LifetimeCheck(forwardingTo: tasks)
        root = OneFeatureRoot("Meeting", entry: "Record", fakes: fakes, observer: check)
    }

    private func recording() -> Navigation {
        var navigation = root.navigation()
        #expect(navigation.open(link: ["record"]) == nil)
        return navigation
    }

    /// The next line announced; the test fails here if none comes within a limit a busy machine never reaches.
    private func nextAnnouncement(sourceLocation: SourceLocation = #_sourceLocation) async -> String? {
        let lines = announcements.lines
        return await withTaskGroup(of: String?.self) { group in
            group.addTask {
                var iterator = lines.makeAsyncIterator()
                return await iterator.next()
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(60))
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            if first == nil { Issue.record("no announcement within 60 s", sourceLocation: sourceLocation) }
            return first
        }
    }

    @Test func theFirstSpeakerHasTheFloorWithTheWholeMeetingAhead() {
        let tree = root.boot()
        let navigation = recording()
        #expect(navigation.top.title == "Meeting of Design")
        #expect(
            navigation.top.content == [
                "Speaker 1 of 3: Blob", "Elapsed 0:00 · remaining 6:00 · each speaker 2:00", "Said so far: 0 line(s)",
            ])
        withExtendedLifetime(tree) {}
    }

    @Test func whenAShareIsUpTheNextSpeakerHasTheFloorAndItIsAnnounced() async {
        let tree = root.boot()
        let navigation = recording()
        clock.advance(by: .seconds(120))
        #expect(await nextAnnouncement() == "Blob's time is up: Blob Jr speaks now.")
        #expect(
            navigation.top.content.prefix(2) == [
                "Speaker 2 of 3: Blob Jr", "Elapsed 2:00 · remaining 4:00 · each speaker 2:00",
            ])
        withExtendedLifetime(tree) {}
    }

    @Test func whenTheLastShareIsUpTheMeetingIsKeptWithWhatWasSaid() async {
        let tree = root.boot()
        var navigation = recording()
        navigation.type("The onboarding is drawn.")
        clock.advance(by: .seconds(360))
        #expect(await nextAnnouncement() == "Blob's time is up: Blob Jr speaks now.")
        #expect(await nextAnnouncement() == "Blob Jr's time is up: Blob Sr speaks now.")
        #expect(await nextAnnouncement() == "The meeting's time is up.")
        #expect(await nextAnnouncement() == "Kept the meeting, 1 line(s) said.")
        let kept = archive.syncUp(1)?.meetings.last
        #expect(
            kept
                == Meeting(
                    id: 2, date: Date(timeIntervalSince1970: 1_000_000), transcript: ["Blob: The onboarding is drawn."])
        )
        #expect(navigation.top.content == ["The meeting is over.", "Said so far: 1 line(s)"])
        #expect(navigation.top.unsavedInput == nil)
        #expect(await tasks.ended("meeting timer"))
        withExtendedLifetime(tree) {}
    }

    @Test func nextGivesTheNextSpeakerAWholeShareAndAfterTheLastAsksToEndWithoutDiscarding() {
        let tree = root.boot()
        var navigation = recording()
        navigation.type("")
        #expect(navigation.top.content[1] == "Elapsed 2:00 · remaining 4:00 · each speaker 2:00")
        navigation.type("")
        navigation.type("")
        guard case .prompt(let label, _) = navigation.top.request else {
            Issue.record("no prompt")
            return
        }
        #expect(label == "End the meeting? s saves it · Enter goes on")
        #expect(navigation.type("d") == "Type s, or Enter.")
        #expect(navigation.type("s") == "Kept the meeting, 0 line(s) said.")
        #expect(archive.syncUp(1)?.meetings.count == 2)
        withExtendedLifetime(tree) {}
    }

    @Test func endingEarlyMayDiscardTheMeetingKeepingNothing() {
        let tree = root.boot()
        var navigation = recording()
        navigation.type("Hello.")
        navigation.type("c")
        navigation.type("")
        guard case .prompt(let label, _) = navigation.top.request else {
            Issue.record("no prompt")
            return
        }
        #expect(label == "Say something (Enter: next speaker · c: end the meeting)")
        navigation.type("c")
        #expect(navigation.type("d") == "The meeting was discarded.")
        #expect(archive.syncUp(1)?.meetings.count == 1)
        #expect(navigation.depth == 1)
        withExtendedLifetime(tree) {}
    }

    /// The model alone, each second told by hand: the menu runs the timer's ticks on the main actor only between
    /// lines, so a pause is seen only by ticking while the end is being confirmed.
    @Test func noSecondCountsWhileTheEndIsConfirmedAndTheyCountAgainAfter() {
        let recorder = MeetingRecorder(syncUp: .sample)
        recorder.askToEnd()
        #expect(recorder.tick() == nil)
        #expect(recorder.secondsElapsed == 0)
        recorder.resume()
        for _ in 1..<120 { #expect(recorder.tick() == nil) }
        #expect(recorder.tick()?.line == "Blob's time is up: Blob Jr speaks now.")
        #expect(recorder.secondsElapsed == 120)
    }

    @Test func aLineOfFiveHundredCharactersIsTranscribedAndOneMoreIsRefused() {
        let tree = root.boot()
        var navigation = recording()
        #expect(navigation.type(String(repeating: "a", count: 500)) == nil)
        #expect(
            navigation.type(String(repeating: "a", count: 501))
                == "What is said is at most 500 characters (this one has 501).")
        #expect(navigation.top.content.last == "Said so far: 1 line(s)")
        withExtendedLifetime(tree) {}
    }

    @Test func aLineWithAControlCharacterIsRefusedAndNotTranscribed() {
        let tree = root.boot()
        var navigation = recording()
        #expect(navigation.type("\u{1B}]0;title\u{7}") == "What is said cannot hold control characters.")
        #expect(navigation.top.content.last == "Said so far: 0 line(s)")
        withExtendedLifetime(tree) {}
    }

    /// The visit ends when its screen closes, and once the tree goes the timer's task has returned: the
    /// tracker, finishing, reports any component alive or task still running as having outlived the tree.
    @Test func leavingTheMeetingEndsItsVisitAndItsTimer() async {
        let check = LifetimeCheck()
        do {
            let root = OneFeatureRoot<RecordMeetingComponent>("Meeting", entry: "Record", fakes: fakes, observer: check)
            let tree = root.boot()
            var navigation = root.navigation()
            _ = navigation.open(link: ["record"])
            navigation.type("c")
            navigation.type("d")
            #expect(navigation.depth == 1)
            check.tracker.runEnded()
            #expect(check.tracker.outlived.isEmpty)
            withExtendedLifetime(tree) {}
        }
        await check.tracker.finish(waitingAtMost: .seconds(60))
        #expect(check.tracker.outlived.isEmpty)
        check.expectNothingCaptive()
    }
}
