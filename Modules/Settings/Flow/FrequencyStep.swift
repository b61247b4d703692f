import Foundation

/// Step 3: the minutes between notifications.
@MainActor
public struct FrequencyStep: FlowStep {
    /// The flow's store, seen only through this step's role.
    public let store: any FrequencyStore

    /// The prompt of the menu map.
    public var prompt: String { "Frequency in minutes (1-1440)" }
    /// The value as answered so far.
    public var currentValue: String { "\(store.draft.frequencyMinutes)" }
    /// Minutes.
    public var unit: String { " min" }

    /// Records a valid `typed` value (or keeps the current one for `nil`); else returns what is valid.
    public func answer(_ typed: String?) -> String? {
        guard let typed else { return nil }
        let digits = typed.trimmingCharacters(in: .whitespaces)
        guard digits.allSatisfy(\.isASCIIDigit), let minutes = Int(digits),
            NotificationSchedule.frequencyRange.contains(minutes)
        else { return "Enter a whole number of minutes from 1 to 1440." }
        store.setFrequency(minutes)
        return nil
    }
}
