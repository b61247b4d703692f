import Composition
import FeatureStorage
import Persistence
import QuoteFeature
import SettingsFeature

/// Quote's needs, met in a place of Quote's own: the root hands it what this initializer asks, and the
/// compiler names any need left out. A change to a feature rebuilds only the wirings that cross to it.
@MainActor
public struct QuoteWiring: QuoteDependency {
    /// Where the favourite quote is stored.
    public static let storageKey = StoreKey<Quote>("quote")

    public let storage: any QuoteStorage
    /// Quote → Settings, navigation: Remind me of it leads to Notification settings.
    public let reminderSettings: AnyDestination<QuoteComponent>

    public init(
        store: any KeyValueStore,
        reminderSettings settings: consuming NavigationCrossing<SettingsComponent, QuoteComponent>
    ) {
        storage = KeyedStorage(store: store, key: Self.storageKey)
        reminderSettings = settings.destination(.settings)
    }
}

extension KeyedStorage: @retroactive QuoteStorage where Value == Quote {}
