// Claim: an adapter that keeps the destination a crossing gives keeps a value, not a visit: nothing but the navigation stack can open it.
// Expect: error: 'way' is inaccessible due to 'internal' protection level
//
// A kept feature's wiring keeps the destination it was given for as long as the feature lives. Were it a
// visit, or could the wiring open it early, a visit would live for the run. It is a value: its way to the
// other feature is the stack's alone, and each opening is a new visit. With `-D FIXED` the wiring keeps the
// value and opens nothing, and the file compiles.

import Composition
import QuoteFeature
import SettingsFeature

@MainActor
final class EarlyOpener {
    let reminderSettings: AnyDestination<QuoteComponent>

    init(settings: consuming NavigationCrossing<SettingsComponent, QuoteComponent>) {
        reminderSettings = settings.destination(.settings)
        #if !FIXED
            _ = reminderSettings.way.reach()
        #endif
    }
}
