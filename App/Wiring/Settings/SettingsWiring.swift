import Composition
import FeatureStorage
import Persistence
import QuoteFeature
import SettingsFeature

/// Settings' needs, met in a place of Settings' own: the root hands it what this initializer asks, and the
/// compiler names any need left out.
@MainActor
public struct SettingsWiring: SettingsDependency {
    /// Where the notification schedule is stored.
    public static let storageKey = StoreKey<NotificationSchedule>("notification-schedule")

    public let storage: any ScheduleStorage
    public let clock: DayClock
    public let reminderInbox: any ReminderInbox
    /// Settings → Quote, data: what each reminder reminds of.
    public let reminderSubject: any ReminderSubject

    public init(
        store: any KeyValueStore, clock: DayClock, reminderInbox: any ReminderInbox,
        reminderSubject quote: consuming DataCrossing<QuoteComponent, SettingsComponent>
    ) {
        storage = KeyedStorage(store: store, key: Self.storageKey)
        self.clock = clock
        self.reminderInbox = reminderInbox
        reminderSubject = quote.reading(as: (any ReminderSubject).self, QuoteReminderSubject.init)
    }
}

extension KeyedStorage: @retroactive ScheduleStorage where Value == NotificationSchedule {}
