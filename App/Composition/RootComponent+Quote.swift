import Core
import QuoteFeature

// The root satisfies the Quote feature's dependency; the compiler names any member it lacks.
extension RootComponent: QuoteDependency {
    package var quoteStorage: any QuoteStorage { KeyedStorage(store: store, key: StorageKeys.quote) }
}

extension RootComponent {
    /// The Quote feature's component: the same one while the main menu holds it, so one quote model
    /// controller per run.
    var quote: QuoteComponent {
        childScope(quoteSlot) { QuoteComponent(parent: self) }
    }
}
