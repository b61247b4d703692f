// Claim: a child kept for the run cannot be declared under a per-visit component: only the root keeps a child, so nothing below it holds one for the run.
// Expect: error: cannot find 'keep' in scope
//
// A component kept for the run under a visit's component would hold that component, its parent, past the
// visit. `keep` is the root's (`BootstrapComponent`): a per-visit Profile component has none, and the
// app's root declares every kept feature itself, under itself (`KeptFeature`). With `-D FIXED` the root
// keeps it, and the file compiles.

import Core

final class QuoteComponent: Component<Void> {}

#if FIXED
    final class Root: BootstrapComponent {
        private let quoteSlot = Kept<QuoteComponent>()
        var quote: QuoteComponent { keep(quoteSlot) { QuoteComponent(parent: self, lifetime: .run) } }
    }
#else
    final class ProfileComponent: Component<Void> {
        private let quoteSlot = Kept<QuoteComponent>()
        var quote: QuoteComponent { keep(quoteSlot) { QuoteComponent(parent: self, lifetime: .run) } }
    }
#endif
