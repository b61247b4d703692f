import Core
import QuoteFeature

/// Quote's needs, met in a place of Quote's own: another feature's `storage` never meets this one, and
/// the compiler names any need left out.
@MainActor
struct QuoteWiring: QuoteDependency {
    let storage: any QuoteStorage
    /// Quote → Settings, navigation.
    let reminderSettings: any ReminderSettingsRoute

    init(_ root: borrowing RootWiring) {
        storage = KeyedStorage(store: root.store, key: StorageKeys.quote)
        reminderSettings = root.opening(
            \.settings, as: (any ReminderSettingsRoute).self, NotificationSettingsRoute.init)
    }
}

/// Kept for the run: one quote model controller per run, which Profile and Settings read.
extension QuoteComponent: KeptForTheRun {}
