import Diagnostics
import QuoteFeature
import SettingsFeature

/// Settings → Quote, data: each reminder reminds of the favourite quote as it is when the reminder fires.
@MainActor
struct QuoteReminderSubject: ReminderSubject, FeatureEdgeAdapter {
    static let edge = FeatureEdge(.data, declaredAs: (any ReminderSubject).self, reaching: QuoteComponent.self)

    let quote: QuoteComponent

    var reminderText: String {
        let favourite = quote.modelController.quote
        return "\u{201C}\(favourite.text)\u{201D} \u{2014} \(favourite.author)"
    }
}
