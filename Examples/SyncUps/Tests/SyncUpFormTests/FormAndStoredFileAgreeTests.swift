import SyncUpModel
import SyncUpsTestSupport
import Testing

@testable import SyncUpForm

/// What the form keeps, a stored file may hold: over generated answers — blank, spaced, long, with control and
/// invisible characters, out-of-range lengths, lists of names with blanks — every sync-up the form takes all three
/// answers for is one the stored file's rules accept, so nothing a person typed is set aside at the next start.
@Suite struct FormAndStoredFileAgreeTests {
    private static let pieces = [
        "", " ", "Retro", "Ana", "Bo Sr", ",", " , ", "\u{1B}[2J", "\u{7}", "\u{200B}", "\u{202E}", "é", "💬",
        String(repeating: "x", count: 40), String(repeating: "y", count: 79), "5", "30", "0", "31", "-4", "12.5",
    ]

    @Test func everySyncUpTheFormKeepsIsOneAStoredFileMayHold() {
        var kept = 0
        for seed in UInt64(0)..<2000 {
            var random = SeededGenerator(seed: seed)
            func answer() -> String {
                // One piece half the time, so that runs often reach the keeping; else up to three run together.
                (0..<(Bool.random(using: &random) ? 1 : Int.random(in: 2...3, using: &random))).map { _ in
                    Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &random)]
                }.joined()
            }
            var draft = SyncUpDraft(nil)
            guard SyncUpDraft.Step.allCases.allSatisfy({ draft.take(answer(), at: $0) == nil }) else { continue }
            kept += 1
            let syncUp = draft.syncUp(numbered: 1, meetings: [])
            #expect(StoredSyncUps.problem(in: [syncUp]) == nil, "seed \(seed): \(syncUp)")
        }
        // The runs reach the keeping: a generator whose answers the form always refused would hold nothing.
        #expect(kept >= 50)
    }
}
