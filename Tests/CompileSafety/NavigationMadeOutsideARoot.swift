// Claim: nothing but a root makes a navigation stack: a kept feature's wiring cannot build one to open a visit at boot and keep its screen.
// Expect: error: 'Navigation' initializer is inaccessible due to 'internal' protection level
//
// With a stack of its own, a kept feature's wiring could open another feature's destination when it is
// made and keep the screen on top: a visit alive for the run, which Diagnostics would show open. Only a
// root's `navigation()` makes a stack, and a wiring is lent no root. With `-D FIXED` the wiring keeps the
// destination, a value, and the file compiles.

import Composition
import QuoteFeature
import SettingsFeature
import TerminalScreen

@MainActor
final class StackKeepingWiring {
    let reminderSettings: AnyDestination<QuoteComponent>
    #if !FIXED
        var stack: Navigation
    #endif

    init(settings: consuming NavigationCrossing<SettingsComponent, QuoteComponent>, home: any Screen) {
        reminderSettings = settings.destination(.settings)
        #if !FIXED
            stack = Navigation(home: home)
            stack.apply(.open(SettingsDestination.settings))
        #endif
    }
}
