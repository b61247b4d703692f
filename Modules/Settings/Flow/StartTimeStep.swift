/// Step 1: the start time.
@MainActor
public struct StartTimeStep: FlowStep {
    /// The flow's store, seen only through this step's role.
    public let store: any StartTimeStore

    /// The prompt of the menu map.
    public var prompt: String { "Start time (HH:mm)" }
    /// The value as answered so far.
    public var currentValue: String { store.draft.start.description }
    /// None: a time says what it is.
    public var unit: String { "" }

    /// Records a valid `typed` value (or keeps the current one for `nil`); else returns what is valid.
    public func answer(_ typed: String?) -> String? {
        guard let typed else { return nil }
        guard let time = TimeOfDay(parsing: typed) else { return TimeOfDay.rule }
        store.setStart(time)
        return nil
    }
}
