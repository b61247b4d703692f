import Foundation
import Persistence
import SyncUpModel
import Testing

@testable import SyncUpsApp

/// The list's storage over the store: a change is written on what is stored when its write comes, and the list is
/// handed what is stored then, another run's change with its own.
@MainActor
@Suite struct StoredSyncUpsStorageTests {
    private let data = TemporaryFolder()

    @Test func aChangeKeepsAnotherRunsAndTheListIsHandedBothBeforeTheNoticeIsTold() async throws {
        let store = FileKeyValueStore(directory: data.url, app: "SyncUps") { Issue.record("reported: \($0)") }
        let storage = StoredSyncUpsStorage(store: store, key: SyncUpsListWiring.storageKey)
        #expect(storage.load() == nil)
        let another = FileKeyValueStore(directory: data.url, app: "SyncUps") { Issue.record("reported: \($0)") }
        let retro = SyncUp(id: 0, title: "Retro", minutes: 10, attendees: [Attendee(name: "Bo")])
        _ = try await another.update(SyncUpsListWiring.storageKey, default: StoredSyncUps([.sample])) {
            SyncUpChange.add(retro).apply(to: &$0.syncUps)
        }
        var handed: [SyncUp]?
        let standUp = SyncUp(id: 0, title: "Stand-up", minutes: 5, attendees: [Attendee(name: "Ana")])
        let saving = storage.write(.add(standUp)) { handed = $0 }
        #expect(await saving.outcome == .saved)
        #expect(handed?.map(\.title) == ["Design", "Retro", "Stand-up"])
        #expect(handed?.map(\.id) == [1, 2, 3])
    }
}
