import Diagnostics
import QuoteFeature
import SettingsFeature

/// Settings → Quote, data: each reminder reminds of the favourite quote as it is when the reminder fires.
@MainActor
struct QuoteReminderSubject: ReminderSubject, FeatureEdgeAdapter {
    static let kind = FeatureEdge.Kind.data
    static let need: Any.Type = (any ReminderSubject).self
    let reached: Reach<QuoteComponent>

    var reminderText: String {
        let favourite = reached.component.modelController.quote
        return "\u{201C}\(favourite.text)\u{201D} \u{2014} \(favourite.author)"
    }
}
