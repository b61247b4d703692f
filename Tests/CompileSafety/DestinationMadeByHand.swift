// Claim: a wiring cannot make another feature's destination by hand: only a crossing the root hands it gives one.
// Expect: error: 'AnyDestination<Using>' initializer is inaccessible due to 'internal' protection level
//
// A destination made by hand would name no way to the feature it leads to: a dead button ("Nothing opens
// there"), with no link and no edge in the graph. `AnyDestination` has no public initializer; the
// navigation crossing the root hands a wiring makes it. (`AnyDestination.placeholder`, for a feature run
// alone or tested over its fakes, opens a screen naming the feature it stands for, and no feature.) With `-D FIXED` the crossing gives it, and the file
// compiles.

import Composition
import QuoteFeature
import SettingsFeature

@MainActor
func reminderSettings(_ settings: consuming NavigationCrossing<SettingsComponent, QuoteComponent>)
    -> AnyDestination<QuoteComponent>
{
    #if FIXED
        settings.destination(.settings)
    #else
        AnyDestination<QuoteComponent>(SettingsDestination.settings)
    #endif
}
