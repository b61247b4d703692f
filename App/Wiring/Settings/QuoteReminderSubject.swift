import Composition
import QuoteFeature
import SettingsFeature

/// Settings → Quote, data: each reminder reminds of the favourite quote as it is when the reminder fires.
@MainActor
struct QuoteReminderSubject: ReminderSubject {
    /// The quote's controller, as Quote lets another feature read it.
    let controller: Reach<QuoteComponent>

    var reminderText: String {
        let favourite = controller.quote
        return "\u{201C}\(favourite.text)\u{201D} \u{2014} \(favourite.author)"
    }
}
