/// Step 2: the stop time, which must differ from the start.
@MainActor
public struct StopTimeStep: FlowStep {
    /// The flow's store, seen only through this step's role.
    public let store: any StopTimeStore

    /// The prompt of the menu map.
    public var prompt: String { "Stop time (HH:mm)" }
    /// The value as answered so far.
    public var currentValue: String { store.draft.stop.description }
    /// None: a time says what it is.
    public var unit: String { "" }

    /// Records a valid `typed` value (or keeps the current one for `nil`); else returns what is valid.
    public func answer(_ typed: String?) -> String? {
        let time: TimeOfDay
        if let typed {
            guard let parsed = TimeOfDay(parsing: typed) else { return TimeOfDay.rule }
            time = parsed
        } else {
            time = store.draft.stop
        }
        guard time != store.draft.start else {
            return "The stop time must differ from the start time (\(store.draft.start)); a window may cross midnight."
        }
        store.setStop(time)
        return nil
    }
}
