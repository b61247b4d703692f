import Foundation
import SyncUpModel
import SyncUpsTestSupport
import Testing

/// Each change's rule, written again as what the whole list must be after it, held over generated runs of changes:
/// every state after every change is compared whole, and every state keeps the rules a stored file is read by, so
/// numbers stay unique however changes come.
@Suite struct SyncUpChangeModelTests {
    @Test(arguments: 0..<200)
    func everyRunOfChangesGivesTheListTheModelSays(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var syncUps = [SyncUp.sample]
        for step in 0..<40 {
            let change = Self.change(to: syncUps, using: &random)
            let expected = Self.after(change, on: syncUps)
            change.apply(to: &syncUps)
            #expect(syncUps == expected, "seed \(seed), step \(step): \(change)")
            #expect(StoredSyncUps.problem(in: syncUps) == nil, "seed \(seed), step \(step): \(change)")
        }
    }

    /// The list after `change`, by the rule each change states.
    static func after(_ change: SyncUpChange, on syncUps: [SyncUp]) -> [SyncUp] {
        switch change {
        case .add(let added):
            let number = 1 + syncUps.reduce(0) { max($0, $1.id) }
            return syncUps + [
                SyncUp(
                    id: number, title: added.title, minutes: added.minutes, attendees: added.attendees,
                    meetings: added.meetings)
            ]
        case .edit(let edited):
            return syncUps.map { syncUp in
                guard syncUp.id == edited.id else { return syncUp }
                return SyncUp(
                    id: syncUp.id, title: edited.title, minutes: edited.minutes, attendees: edited.attendees,
                    meetings: syncUp.meetings)
            }
        case .delete(let number):
            return syncUps.filter { $0.id != number }
        case .addMeeting(let meeting, let number):
            return syncUps.map { syncUp in
                guard syncUp.id == number else { return syncUp }
                let held = Meeting(
                    id: 1 + syncUp.meetings.reduce(0) { max($0, $1.id) }, date: meeting.date,
                    transcript: meeting.transcript)
                return SyncUp(
                    id: syncUp.id, title: syncUp.title, minutes: syncUp.minutes, attendees: syncUp.attendees,
                    meetings: syncUp.meetings + [held])
            }
        }
    }

    /// A change a run could make: to a sync-up there is or one deleted meanwhile, with the number it was made with
    /// (which an addition and a meeting ignore).
    static func change(to syncUps: [SyncUp], using random: inout SeededGenerator) -> SyncUpChange {
        let number = syncUps.randomElement(using: &random)?.id ?? 1
        let someNumber = Bool.random(using: &random) ? number : Int.random(in: 1...60, using: &random)
        let syncUp = SyncUp(
            id: someNumber, title: "T\(Int.random(in: 0...99, using: &random))",
            minutes: Int.random(in: SyncUp.lengths, using: &random),
            attendees: (0..<Int.random(in: 1...4, using: &random)).map { Attendee(name: "A\($0)") })
        let meeting = Meeting(
            id: Int.random(in: 0...9, using: &random), date: Date(timeIntervalSince1970: 0),
            transcript: ["A0: line \(Int.random(in: 0...9, using: &random))"])
        switch Int.random(in: 0..<4, using: &random) {
        case 0: return .add(syncUp)
        case 1: return .edit(syncUp)
        case 2: return .delete(someNumber)
        default: return .addMeeting(meeting, to: someNumber)
        }
    }
}
