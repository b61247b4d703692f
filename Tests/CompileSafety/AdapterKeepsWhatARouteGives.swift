// Claim: an adapter that keeps what a route gives it keeps a value, not a visit: only the navigation stack opens a destination.
// Expect: error: 'opening' is inaccessible due to 'internal' protection level
//
// A destination is a value: an adapter may keep one and give it at every use, and each time the navigation
// stack opens it, a per-visit feature's is a new visit, ended when its entry leaves the stack. How it opens
// is the stack's alone, so an adapter cannot open it early and keep what it opened. With `-D FIXED` the
// adapter gives the destination it kept, and the file compiles.

import Composition
import Core
import ProfileFeature
import QuoteFeature
import TerminalScreen

@MainActor
struct KeptProfileRoute: ReminderSettingsRoute {
    let kept: AnyDestination

    init(profile: Route<ProfileDestination>) { kept = profile.destination(.profile) }

    var reminderSettings: AnyDestination {
        #if !FIXED
            _ = kept.opening("")
        #endif
        return kept
    }
}
