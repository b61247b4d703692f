// Claim: from outside FeatureGraph's package, a shipping wiring cannot hand out a placeholder for another feature's screen.
// Expect: error: 'placeholder' is inaccessible due to 'package' protection level
//
// The placeholder is FeatureGraph's package's own; SyncUps' fakes reach it only through FeatureFakes'
// `PlaceholderRoute`, a product a shipping target does not depend on. With `-D FIXED` the wiring meets the need
// with its crossing to the form, and the file compiles.

import Composition
import SyncUpForm
import SyncUpsList

@MainActor
struct ShippingListWiring {
    let newSyncUpForm: AnyDestination<SyncUpsListComponent>

    init(form: consuming NavigationCrossing<SyncUpFormComponent, SyncUpsListComponent>) {
        #if FIXED
            newSyncUpForm = form.destination(.new)
        #else
            newSyncUpForm = .placeholder(for: "SyncUpForm", "New sync-up")
        #endif
    }
}
