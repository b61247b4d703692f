import Core
import QuoteFeature

// The root satisfies the Quote feature's dependency; the compiler names any member it lacks.
extension RootComponent: QuoteDependency {
    /// Factory: a stateless adapter over the root's store.
    public var quoteStorage: any QuoteStorage { KeyedStorage(store: store, key: StorageKeys.quote) }
}

extension RootComponent {
    /// The Quote feature's component, shared: one for the whole run, so one quote model controller.
    var quote: QuoteComponent {
        shared(&quoteSlot) { QuoteComponent(parent: self) }
    }
}
