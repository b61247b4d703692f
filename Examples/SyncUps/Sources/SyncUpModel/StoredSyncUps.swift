import TerminalScreen

/// The sync-ups as a file holds them, read as input: a file whose sync-ups break a rule a prompt keeps is refused
/// whole, in one line naming the first rule broken, so the store sets it aside and loses nothing of it.
public struct StoredSyncUps: Codable, Sendable, Equatable {
    public var syncUps: [SyncUp]

    public init(_ syncUps: [SyncUp]) { self.syncUps = syncUps }

    public init(from decoder: any Decoder) throws {
        syncUps = try [SyncUp](from: decoder)
        if let problem = Self.problem(in: syncUps) {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: problem))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        try syncUps.encode(to: encoder)
    }

    /// The first rule `syncUps` break, in one line; `nil` when they keep every rule.
    public static func problem(in syncUps: [SyncUp]) -> String? {
        if Set(syncUps.map(\.id)).count < syncUps.count { return "two sync-ups with one number" }
        for syncUp in syncUps {
            let name = "sync-up \(syncUp.id)"
            if syncUp.id < 1 { return "\(name) is not numbered from 1" }
            if let refusal = SyncUpText.refusal(
                of: syncUp.title, as: "its title", maximumCharacters: SyncUp.maximumTitleCharacters)
            {
                return "\(name): \(refusal)"
            }
            if !SyncUp.lengths.contains(syncUp.minutes) {
                return "\(name) lasts \(syncUp.minutes) minutes, not \(SyncUp.lengths.lowerBound) to "
                    + "\(SyncUp.lengths.upperBound)"
            }
            if !(1...SyncUp.maximumAttendees).contains(syncUp.attendees.count) {
                return "\(name) has \(syncUp.attendees.count) attendees, not 1 to \(SyncUp.maximumAttendees)"
            }
            for attendee in syncUp.attendees {
                if let refusal = SyncUpText.refusal(
                    of: attendee.name, as: "a name", maximumCharacters: SyncUp.maximumTitleCharacters)
                {
                    return "\(name): \(refusal)"
                }
            }
            if Set(syncUp.meetings.map(\.id)).count < syncUp.meetings.count
                || syncUp.meetings.contains(where: { $0.id < 1 })
            {
                return "\(name)'s meetings are not numbered once each from 1"
            }
            for line in syncUp.meetings.flatMap(\.transcript) where VisibleText.hasHidden(line) {
                return "\(name): a meeting's transcript holds control characters"
            }
        }
        return nil
    }
}
