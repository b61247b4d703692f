@MainActor
struct StopTimeStep: FlowStep {
    let store: any StopTimeStore

    var prompt: String { "Stop time (HH:mm)" }
    var currentValue: String { store.draft.stop.description }
    var unit: String { "" }

    func answer(_ typed: String?) -> String? {
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
