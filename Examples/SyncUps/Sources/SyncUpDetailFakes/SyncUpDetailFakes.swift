import Composition
import FeatureFakes
import SyncUpDetail
import SyncUpModel
import TerminalScreen

/// A detail's dependency as its tests and `sync-up-detail-alone` give it: each member the test sets, and any
/// other, used, reported naming it. The form and the recorder are placeholders, asked for by name.
@MainActor
public final class SyncUpDetailFakes: SyncUpDetailDependency {
    private let origin: FakeOrigin
    private var recordsGiven: (any SyncUpRecords)?
    private var editFormGiven: ((SyncUp.ID) -> AnyDestination<SyncUpDetailComponent>)?
    private var recordingGiven: ((SyncUp.ID) -> AnyDestination<SyncUpDetailComponent>)?

    public let formPlaceholder = PlaceholderRoute<SyncUpDetailComponent>(to: "SyncUpForm", "Edit the sync-up")
    public let recorderPlaceholder = PlaceholderRoute<SyncUpDetailComponent>(to: "RecordMeeting", "A meeting")

    public init(
        reporting reporter: FakeReporter, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        origin = FakeOrigin(
            feature: "SyncUpDetail", reporting: reporter, fileID: fileID, filePath: filePath, line: line,
            column: column)
    }

    public var records: any SyncUpRecords {
        get { origin.value(of: "records", recordsGiven) { FakeSyncUpRecords() } }
        set { recordsGiven = newValue }
    }

    public var editForm: (SyncUp.ID) -> AnyDestination<SyncUpDetailComponent> {
        get { origin.value(of: "editForm", editFormGiven) { { [formPlaceholder] _ in formPlaceholder.route } } }
        set { editFormGiven = newValue }
    }

    public var recording: (SyncUp.ID) -> AnyDestination<SyncUpDetailComponent> {
        get {
            origin.value(of: "recording", recordingGiven) { { [recorderPlaceholder] _ in recorderPlaceholder.route } }
        }
        set { recordingGiven = newValue }
    }

    public func editForm(of syncUp: SyncUp.ID) -> AnyDestination<SyncUpDetailComponent> { editForm(syncUp) }
    public func recording(of syncUp: SyncUp.ID) -> AnyDestination<SyncUpDetailComponent> { recording(syncUp) }
}

/// Sync-ups in memory, as a detail reads them; the sample alone by default.
@MainActor
public final class FakeSyncUpRecords: SyncUpRecords {
    public private(set) var syncUps: [SyncUp]

    public init(_ syncUps: [SyncUp] = [.sample]) {
        self.syncUps = syncUps
    }

    public func syncUp(_ id: SyncUp.ID) -> SyncUp? { syncUps.first { $0.id == id } }

    public func delete(_ id: SyncUp.ID, titled title: String) -> Notice {
        syncUps.removeAll { $0.id == id }
        return "Deleted \(title)."
    }
}
