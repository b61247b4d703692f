// Claim: from outside FeatureGraph's package too, nothing but a root makes a navigation stack: a feature cannot build one to keep a visit's screen.
// Expect: error: 'Navigation' initializer is inaccessible due to 'internal' protection level
//
// A stack of a feature's own could open a sync-up's detail when the list is made and keep it on top, a visit
// alive for the run. Only a root's `navigation()` makes one. With `-D FIXED` the list keeps the destination, a
// value, and the file compiles.

import Composition
import SyncUpsList
import TerminalScreen

@MainActor
final class StackKeepingList {
    let detail: AnyDestination<SyncUpsListComponent>
    #if !FIXED
        var stack: Navigation
    #endif

    init(detail: AnyDestination<SyncUpsListComponent>, home: any Screen) {
        self.detail = detail
        #if !FIXED
            stack = Navigation(home: home)
        #endif
    }
}
