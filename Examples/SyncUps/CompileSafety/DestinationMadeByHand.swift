// Claim: from outside FeatureGraph's package too, a wiring cannot make another feature's destination by hand: only a crossing the root hands it gives one.
// Expect: error: 'AnyDestination<Using>' initializer is inaccessible due to 'internal' protection level
//
// A destination made by hand would name no way to the detail: a dead choice, with no link and no edge. With
// `-D FIXED` the crossing gives the detail of each sync-up, and the file compiles.

import Composition
import SyncUpDetail
import SyncUpModel
import SyncUpsList

@MainActor
func details(_ crossing: consuming NavigationCrossing<SyncUpDetailComponent, SyncUpsListComponent>)
    -> (SyncUp.ID) -> AnyDestination<SyncUpsListComponent>
{
    #if FIXED
        crossing.destinations { .syncUp($0) }
    #else
        { AnyDestination<SyncUpsListComponent>(SyncUpDetailDestination.syncUp($0)) }
    #endif
}
