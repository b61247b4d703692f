import Core
import QuoteFeature

// The root satisfies the Quote feature's dependency; the compiler names any member it lacks.
extension RootComponent: QuoteDependency {}

extension RootComponent {
    /// The Quote feature's component, shared: one for the whole run.
    var quote: QuoteComponent {
        shared(&quoteSlot) { QuoteComponent(parent: self) }
    }
}
