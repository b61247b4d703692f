import Core
import QuoteFeature

// quote-wiring: begin
/// Quote's needs, met in a place of Quote's own: another feature's `storage` never meets this one, and
/// the compiler names any need left out.
@MainActor
struct QuoteWiring: QuoteDependency {
    let root: RootComponent

    var storage: any QuoteStorage { KeyedStorage(store: root.store, key: StorageKeys.quote) }
    /// Quote → Settings, navigation.
    var reminderSettings: any ReminderSettingsRoute {
        root.crossing { NotificationSettingsRoute(settings: root.settings) }
    }
}
// quote-wiring: end
