// Claim: a wiring cannot open another feature's screen, when it is made or on first use: what a crossing gives is a destination, which only the navigation stack opens.
// Expect: error: value of type 'AnyDestination<QuoteComponent>' has no member 'open'
//
// A kept feature's wiring that opened Notification settings when it was made, and kept the screen, would
// keep a visit from boot to exit; one that opened it on first use would show a stale one. A destination
// has no way to open itself. With `-D FIXED` the wiring keeps the destination, and the file compiles.

import Composition
import QuoteFeature
import SettingsFeature
import TerminalScreen

@MainActor
final class OpeningWiring {
    let reminderSettings: AnyDestination<QuoteComponent>
    #if !FIXED
        let opened: any Screen
    #endif

    init(settings: consuming NavigationCrossing<SettingsComponent, QuoteComponent>) {
        reminderSettings = settings.destination(.settings)
        #if !FIXED
            opened = reminderSettings.open()
        #endif
    }
}
