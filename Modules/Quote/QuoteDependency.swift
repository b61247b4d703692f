import Core

/// What the Quote feature needs from its parent and cannot make itself: a place to keep the quote, and
/// the way to the notification settings. The App satisfies it in `RootComponent+Quote.swift`.
@MainActor
public protocol QuoteDependency: Scope {
    var quoteStorage: any QuoteStorage { get }
    /// Into another feature, through a protocol Quote declares.
    var reminderSettings: any ReminderSettingsRoute { get }
}
