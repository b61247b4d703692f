import Foundation

/// A recurring meeting: its title, its length, who speaks (each an equal share of the time, in turn) and the
/// meetings held. Numbered from 1, as a link names it (`syncups/2`).
public struct SyncUp: Codable, Sendable, Equatable, Identifiable {
    public var id: Int
    public var title: String
    public var minutes: Int
    public var attendees: [Attendee]
    public var meetings: [Meeting]

    public init(id: Int, title: String, minutes: Int, attendees: [Attendee], meetings: [Meeting] = []) {
        (self.id, self.title, self.minutes, self.attendees, self.meetings) = (id, title, minutes, attendees, meetings)
    }

    /// The lengths a sync-up may have, in minutes, as SyncUps' slider offers them.
    public static let lengths = 5...30
    /// The longest title, and the longest name of an attendee.
    public static let maximumTitleCharacters = 80
    /// The most attendees a sync-up has: each speaks at least ten seconds of the shortest length.
    public static let maximumAttendees = 30

    /// Each attendee's share of the meeting, in whole seconds.
    public var secondsPerAttendee: Int { minutes * 60 / attendees.count }

    /// The one sync-up a fresh data directory holds, numbered 1, with one meeting held.
    public static let sample = SyncUp(
        id: 1, title: "Design", minutes: 6,
        attendees: ["Blob", "Blob Jr", "Blob Sr"].map(Attendee.init),
        meetings: [
            Meeting(
                id: 1, date: Date(timeIntervalSince1970: 1_796_000_000),
                transcript: ["Blob: the new onboarding is drawn.", "Blob Jr: its copy is next."])
        ])
}

public struct Attendee: Codable, Sendable, Equatable {
    public var name: String

    public init(name: String) { self.name = name }
}

/// A meeting held, numbered from 1 within its sync-up (`syncups/2/meetings/1`): when it ended, and what was
/// said, a line each.
public struct Meeting: Codable, Sendable, Equatable, Identifiable {
    public var id: Int
    public var date: Date
    public var transcript: [String]

    public init(id: Int, date: Date, transcript: [String]) {
        (self.id, self.date, self.transcript) = (id, date, transcript)
    }
}
