/// What the Quote feature needs and cannot make itself: a place to keep the quote, and the way to the
/// notification settings. The App meets it in `QuoteWiring`, a target of Quote's own, so another
/// feature may name a need `storage` too.
@MainActor
public protocol QuoteDependency {
    var storage: any QuoteStorage { get }
    /// Into another feature, through a protocol Quote declares.
    var reminderSettings: any ReminderSettingsRoute { get }
}
