import Foundation
import SyncUpModel
import TerminalScreen

/// What a meeting's recorder needs: the sync-ups, to read the one met and keep the meeting held, a clock the
/// timer waits on, today's date, and where a line said while nobody types goes.
@MainActor
public protocol RecordMeetingDependency {
    /// The recorder → the list, data: the sync-ups as the list keeps them.
    var archive: any MeetingArchive { get }
    /// The clock the meeting's seconds are counted on: the continuous clock in the app, one a test moves.
    var clock: any Clock<Duration> { get }
    /// When a meeting ends, as it is kept.
    var today: Date { get }
    /// A line the menu shows while it waits for one typed: a speaker's time being up, the meeting's end.
    var announcements: any MeetingAnnouncements { get }
}

/// The sync-ups, as the recorder reads the one met and keeps a meeting held.
@MainActor
public protocol MeetingArchive {
    func syncUp(_ id: SyncUp.ID) -> SyncUp?
    /// Keeps `meeting` as the sync-up's latest (its number is given then); the notice says when it is written.
    func keep(_ meeting: Meeting, of id: SyncUp.ID) -> Notice
}

public protocol MeetingAnnouncements: Sendable {
    func announce(_ line: String)
}
