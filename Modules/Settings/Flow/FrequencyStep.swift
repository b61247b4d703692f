import Foundation

@MainActor
struct FrequencyStep: FlowStep {
    let store: any FrequencyStore

    var prompt: String { "Frequency in minutes (1-1440)" }
    var currentValue: String { "\(store.draft.frequencyMinutes)" }
    var unit: String { " min" }

    func answer(_ typed: String?) -> String? {
        guard let typed else { return nil }
        let digits = typed.trimmingCharacters(in: .whitespaces)
        guard digits.allSatisfy(\.isASCIIDigit), let minutes = Int(digits),
            NotificationSchedule.frequencyRange.contains(minutes)
        else { return "Enter a whole number of minutes from 1 to 1440." }
        store.setFrequency(minutes)
        return nil
    }
}
