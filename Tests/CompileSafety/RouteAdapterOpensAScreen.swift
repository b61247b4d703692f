// Claim: a navigation adapter cannot open another feature's screen, when it is made or on first use: a route gives destinations, which only the navigation stack opens.
// Expect: error: value of type 'Route<ProfileDestination>' has no member 'open'
//
// An adapter of the kept Quote feature that opened Profile's screen when it was made, and kept it, would
// keep a Profile visit from boot to exit; one that opened it on first use and cached it would show the
// stale visit at every later use. A `Route` has no way to open anything: it gives destinations, and the
// navigation stack makes a new visit each time it opens one. With `-D FIXED` the adapter gives the
// destination, and the file compiles.

import Composition
import Core
import ProfileFeature
import QuoteFeature
import TerminalScreen

@MainActor
final class ProfileOpeningRoute: ReminderSettingsRoute {
    #if FIXED
        let profile: Route<ProfileDestination>
        init(profile: Route<ProfileDestination>) { self.profile = profile }
        var reminderSettings: AnyDestination { profile.destination(.profile) }
    #else
        private var opened: (any Screen)?
        let profile: Route<ProfileDestination>
        init(profile: Route<ProfileDestination>) { self.profile = profile }
        var reminderSettings: AnyDestination {
            opened = opened ?? profile.open(\.profileScreen)
            return AnyDestination(ProfileDestination.profile)
        }
    #endif
}
