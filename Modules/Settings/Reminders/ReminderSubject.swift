/// What a reminder reminds of, read when it fires. Settings declares it and the App satisfies it with the
/// Quote feature's favourite quote, so SettingsFeature never imports QuoteFeature.
@MainActor
public protocol ReminderSubject: Sendable {
    /// One line, such as `“Two things are infinite…” — Albert Einstein`.
    var reminderText: String { get }
}
