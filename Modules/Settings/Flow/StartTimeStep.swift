@MainActor
struct StartTimeStep: FlowStep {
    let store: any StartTimeStore

    var prompt: String { "Start time (HH:mm)" }
    var currentValue: String { store.draft.start.description }
    var unit: String { "" }

    func answer(_ typed: String?) -> String? {
        guard let typed else { return nil }
        guard let time = TimeOfDay(parsing: typed) else { return TimeOfDay.rule }
        store.setStart(time)
        return nil
    }
}
