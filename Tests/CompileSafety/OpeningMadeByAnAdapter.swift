// Claim: an adapter cannot make an opening over a screen it holds: only a root's declaration reaches a feature's component for the stack.
// Expect: error: cannot find 'Opening' in scope
//
// An opening made by hand over a screen of a visit would let the stack show that screen again after its
// visit ended, and begin no visit the tracker sees. The way a destination reaches its feature is
// `Composition`'s own. With `-D FIXED` the adapter keeps the destination it was given, and the file compiles.

import Composition
import QuoteFeature
import TerminalScreen

@MainActor
final class CachingAdapter {
    let reminderSettings: AnyDestination<QuoteComponent>

    init(reminderSettings: AnyDestination<QuoteComponent>, cached screen: any Screen) {
        self.reminderSettings = reminderSettings
        #if !FIXED
            _ = Opening { screen }
        #endif
    }
}
