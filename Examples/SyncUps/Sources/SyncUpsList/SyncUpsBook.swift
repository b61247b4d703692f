import Observation
import SyncUpModel
import TerminalScreen

/// The sync-ups of the run, which every screen of every feature reads: a change is in force at once, written in
/// the background, and what is stored after it (another run's changes too) is in force once it is written.
@MainActor
@Observable
public final class SyncUpsBook {
    public private(set) var syncUps: [SyncUp]
    @ObservationIgnored private let storage: any SyncUpsStorage

    /// The stored sync-ups, or the sample alone when nothing is stored yet.
    public init(storage: any SyncUpsStorage) {
        self.storage = storage
        syncUps = storage.load() ?? [.sample]
    }

    public func syncUp(_ id: SyncUp.ID) -> SyncUp? {
        syncUps.first { $0.id == id }
    }

    /// Makes `change`, in force now; returns the number of the sync-up changed or added, and the notice that
    /// says, once it is written, what became of it (`describing` the sync-up's title).
    @discardableResult
    public func make(_ change: SyncUpChange, saying done: String) -> (id: SyncUp.ID?, notice: Notice) {
        let id = change.apply(to: &syncUps)
        let saving = storage.write(change) { [weak self] stored in self?.syncUps = stored }
        return (id, .after(saving) { Self.describe($0, done: done) })
    }

    private nonisolated static func describe(_ outcome: SaveOutcome, done: String) -> String {
        switch outcome {
        case .saved: "\(done)."
        case .keptForThisSession(let reason): "\(done), for this session only: \(reason)."
        case .changedElsewhere: "\(done); another run changed the sync-ups too, and both changes are kept."
        }
    }
}
