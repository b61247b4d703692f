import TerminalScreen

/// Where the Quote feature's screens lead: the Quote screen, its editor, and Notification settings, which
/// another feature owns and Quote reaches through the route it declares (`ReminderSettingsRoute`).
public enum QuoteDestination: String, Destination, CaseIterable {
    case quote
    case edit
    case remind
}
