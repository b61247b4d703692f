import TerminalScreen

/// Where the Quote screen's "Remind me of it" leads: the notification settings, which another feature
/// owns. Quote declares it and the App satisfies it with the Settings feature's destination, so QuoteFeature
/// never imports SettingsFeature.
@MainActor
public protocol ReminderSettingsRoute {
    var reminderSettings: AnyDestination { get }
}
