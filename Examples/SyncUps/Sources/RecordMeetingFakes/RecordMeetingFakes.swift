import FeatureFakes
import Foundation
import RecordMeeting
import SyncUpModel
import TerminalScreen

/// The recorder's dependency as its tests and `record-meeting-alone` give it: each member the test sets, and any
/// other, used, reported naming it.
@MainActor
public final class RecordMeetingFakes: RecordMeetingDependency {
    private let origin: FakeOrigin
    private var archiveGiven: (any MeetingArchive)?
    private var clockGiven: (any Clock<Duration>)?
    private var todayGiven: Date?
    private var announcementsGiven: (any MeetingAnnouncements)?

    public init(
        reporting reporter: FakeReporter, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        origin = FakeOrigin(
            feature: "RecordMeeting", reporting: reporter, fileID: fileID, filePath: filePath, line: line,
            column: column)
    }

    public var archive: any MeetingArchive {
        get { origin.value(of: "archive", archiveGiven) { FakeMeetingArchive() } }
        set { archiveGiven = newValue }
    }

    public var clock: any Clock<Duration> {
        get { origin.value(of: "clock", clockGiven) { ContinuousClock() } }
        set { clockGiven = newValue }
    }

    public var today: Date {
        get { origin.value(of: "today", todayGiven) { Date(timeIntervalSince1970: 0) } }
        set { todayGiven = newValue }
    }

    public var announcements: any MeetingAnnouncements {
        get { origin.value(of: "announcements", announcementsGiven) { FakeAnnouncements() } }
        set { announcementsGiven = newValue }
    }
}

/// Sync-ups in memory, as the recorder reads them and keeps a meeting; the sample alone by default.
@MainActor
public final class FakeMeetingArchive: MeetingArchive {
    public private(set) var syncUps: [SyncUp]

    public init(_ syncUps: [SyncUp] = [.sample]) {
        self.syncUps = syncUps
    }

    public func syncUp(_ id: SyncUp.ID) -> SyncUp? { syncUps.first { $0.id == id } }

    public func keep(_ meeting: Meeting, of id: SyncUp.ID) -> Notice {
        SyncUpChange.addMeeting(meeting, to: id).apply(to: &syncUps)
        return "Kept the meeting, \(meeting.transcript.count) line(s) said."
    }
}

/// Each line announced, in order, as an async sequence a test awaits the next one of.
public final class FakeAnnouncements: MeetingAnnouncements {
    public let lines: AsyncStream<String>
    private let continuation: AsyncStream<String>.Continuation

    public init() {
        (lines, continuation) = AsyncStream.makeStream()
    }

    public func announce(_ line: String) { continuation.yield(line) }
}
