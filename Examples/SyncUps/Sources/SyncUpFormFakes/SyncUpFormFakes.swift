import FeatureFakes
import SyncUpForm
import SyncUpModel
import TerminalScreen

/// The form's dependency as its tests and `sync-up-form-alone` give it: each member the test sets, and any other,
/// used, reported naming it.
@MainActor
public final class SyncUpFormFakes: SyncUpFormDependency {
    private let origin: FakeOrigin
    private var draftsGiven: (any SyncUpDrafts)?

    public init(
        reporting reporter: FakeReporter, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        origin = FakeOrigin(
            feature: "SyncUpForm", reporting: reporter, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    public var drafts: any SyncUpDrafts {
        get { origin.value(of: "drafts", draftsGiven) { FakeSyncUpDrafts() } }
        set { draftsGiven = newValue }
    }
}

/// Sync-ups in memory, as the form reads and keeps them, by the changes the app's store writes; the sample alone
/// by default.
@MainActor
public final class FakeSyncUpDrafts: SyncUpDrafts {
    public private(set) var syncUps: [SyncUp]

    public init(_ syncUps: [SyncUp] = [.sample]) {
        self.syncUps = syncUps
    }

    public func syncUp(_ id: SyncUp.ID) -> SyncUp? { syncUps.first { $0.id == id } }

    public func keep(_ syncUp: SyncUp, new: Bool) -> Notice {
        (new ? SyncUpChange.add(syncUp) : .edit(syncUp)).apply(to: &syncUps)
        return "Kept \(syncUp.title)."
    }
}
