import Core
import QuoteFeature

// The root satisfies the Quote feature's dependency; the compiler names any member it lacks.
extension RootComponent: QuoteDependency {
    package var quoteStorage: any QuoteStorage { KeyedStorage(store: store, key: StorageKeys.quote) }
    /// Factory: Quote's way into the Settings feature's screen.
    package var reminderSettings: any ReminderSettingsRoute {
        factory { NotificationSettingsRoute(settings: settings) }
    }
}

extension RootComponent {
    /// The Quote feature's component: the same one while the main menu holds it, so one quote model
    /// controller per run.
    package var quote: QuoteComponent {
        childScope(quoteSlot) { QuoteComponent(parent: self) }
    }
}
