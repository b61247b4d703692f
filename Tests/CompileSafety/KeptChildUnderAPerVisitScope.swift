// Claim: a per-visit component cannot keep a child for the run: only the root keeps children (one merely declared for the run below a visit is reported captive when made).
// Expect: error: cannot find 'keep' in scope
//
// A component kept for the run under a visit's component would hold that component, its parent, past the
// visit. `keep` is the root's (`BootstrapComponent`): a per-visit Profile component has none, and the
// app's root declares every kept feature itself, under itself (`KeptFeature`). Core's initializer still lets
// any code declare a child `.run` under any parent, which the tracker reports the moment it is made
// (`CaptiveWhenMadeTests`). With `-D FIXED` the root keeps it, and the file compiles.

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
