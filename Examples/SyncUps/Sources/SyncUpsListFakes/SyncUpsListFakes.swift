import Composition
import FeatureFakes
import SyncUpModel
import SyncUpsList
import TerminalScreen

/// The list's dependency as its tests and `sync-ups-list-alone` give it: each member the test sets, and any other,
/// used, reported naming it. The two features it opens are placeholders, asked for by name.
@MainActor
public final class SyncUpsListFakes: SyncUpsListDependency {
    private let origin: FakeOrigin
    private var storageGiven: (any SyncUpsStorage)?
    private var detailGiven: ((SyncUp.ID) -> AnyDestination<SyncUpsListComponent>)?
    private var newSyncUpFormGiven: AnyDestination<SyncUpsListComponent>?

    /// Placeholders for a sync-up's detail and the form, and how many times each was opened.
    public let detailPlaceholder = PlaceholderRoute<SyncUpsListComponent>(to: "SyncUpDetail", "A sync-up's detail")
    public let formPlaceholder = PlaceholderRoute<SyncUpsListComponent>(to: "SyncUpForm", "New sync-up")

    public init(
        reporting reporter: FakeReporter, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        origin = FakeOrigin(
            feature: "SyncUpsList", reporting: reporter, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    public var storage: any SyncUpsStorage {
        get { origin.value(of: "storage", storageGiven) { FakeSyncUpsStorage() } }
        set { storageGiven = newValue }
    }

    /// Set it to `{ _ in fakes.detailPlaceholder.route }` to open the placeholder for every sync-up.
    public var detail: (SyncUp.ID) -> AnyDestination<SyncUpsListComponent> {
        get { origin.value(of: "detail", detailGiven) { { [detailPlaceholder] _ in detailPlaceholder.route } } }
        set { detailGiven = newValue }
    }

    public func detail(of syncUp: SyncUp.ID) -> AnyDestination<SyncUpsListComponent> { detail(syncUp) }

    public var newSyncUpForm: AnyDestination<SyncUpsListComponent> {
        get { origin.value(of: "newSyncUpForm", newSyncUpFormGiven) { formPlaceholder.route } }
        set { newSyncUpFormGiven = newValue }
    }
}

/// Sync-ups kept in memory, every write written at once; the changes written, in order, for a test to read.
@MainActor
public final class FakeSyncUpsStorage: SyncUpsStorage {
    public private(set) var stored: [SyncUp]?
    public private(set) var written: [SyncUpChange] = []

    public init(stored: [SyncUp]? = nil) {
        self.stored = stored
    }

    public func load() -> [SyncUp]? { stored }

    /// What another run stored meanwhile, which the next write is applied to.
    public func storedByAnotherRun(_ syncUps: [SyncUp]) {
        stored = syncUps
    }

    public func write(_ change: SyncUpChange, stored tell: @escaping @MainActor ([SyncUp]) -> Void) -> Saving {
        var syncUps = stored ?? [.sample]
        change.apply(to: &syncUps)
        stored = syncUps
        written.append(change)
        tell(syncUps)
        return Saving(.saved)
    }
}
