// Claim: from outside FeatureGraph's package too, an adapter cannot make an opening over a screen it holds.
// Expect: error: cannot find 'Opening' in scope
//
// An opening made by hand over a detail's screen would show it again after its visit ended, and begin no visit.
// The way a destination reaches its feature is Composition's own. With `-D FIXED` the adapter keeps the
// destination it was given, and the file compiles.

import Composition
import SyncUpDetail
import TerminalScreen

@MainActor
final class CachingAdapter {
    let recording: AnyDestination<SyncUpDetailComponent>

    init(recording: AnyDestination<SyncUpDetailComponent>, cached screen: any Screen) {
        self.recording = recording
        #if !FIXED
            _ = Opening { screen }
        #endif
    }
}
