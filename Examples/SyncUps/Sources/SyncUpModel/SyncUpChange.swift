/// One change to the stored sync-ups, applied to what is stored when its write comes, so that two runs changing
/// them both keep their change: an addition stays an addition, a meeting recorded in one run survives an edit of
/// the same sync-up in another.
public enum SyncUpChange: Sendable, Equatable {
    /// A new sync-up, numbered one above every sync-up there is then.
    case add(SyncUp)
    /// The title, length and attendees of the sync-up of that number; its meetings are kept as they are.
    case edit(SyncUp)
    case delete(SyncUp.ID)
    /// A meeting held, numbered one above the sync-up's meetings then; nothing when the sync-up is gone.
    case addMeeting(Meeting, to: SyncUp.ID)

    /// Applies the change to `syncUps`; returns the number of the sync-up it changed or added.
    @discardableResult
    public func apply(to syncUps: inout [SyncUp]) -> SyncUp.ID? {
        switch self {
        case .add(var syncUp):
            syncUp.id = (syncUps.map(\.id).max() ?? 0) + 1
            syncUps.append(syncUp)
            return syncUp.id
        case .edit(let edited):
            guard let index = syncUps.firstIndex(where: { $0.id == edited.id }) else { return nil }
            syncUps[index].title = edited.title
            syncUps[index].minutes = edited.minutes
            syncUps[index].attendees = edited.attendees
            return edited.id
        case .delete(let id):
            syncUps.removeAll { $0.id == id }
            return id
        case .addMeeting(var meeting, let id):
            guard let index = syncUps.firstIndex(where: { $0.id == id }) else { return nil }
            meeting.id = (syncUps[index].meetings.map(\.id).max() ?? 0) + 1
            syncUps[index].meetings.append(meeting)
            return id
        }
    }
}
