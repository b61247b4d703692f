// Claim: a shipping wiring cannot hand out a placeholder: only a feature's fakes, in its tests or run alone, stand in for another feature's screen.
// Expect: error: 'placeholder' is inaccessible due to 'package' protection level
//
// A wiring that met Quote's need for Notification settings with a placeholder would ship a button that opens
// "…which this build leaves out", while the graph and `links` drew an edge to Settings that nothing follows.
// The placeholder is the package's own (`package`), which its fakes use; a wiring is built without the package's
// access (`packageAccess: false` in Package.swift), as this fixture is, so the name is out of its reach. With
// `-D FIXED` the wiring meets the need with its crossing to Settings, and the file compiles.

import Composition
import QuoteFeature
import SettingsFeature

@MainActor
struct ShippingQuoteWiring {
    let reminderSettings: AnyDestination<QuoteComponent>

    init(settings: consuming NavigationCrossing<SettingsComponent, QuoteComponent>) {
        #if FIXED
            reminderSettings = settings.destination(.settings)
        #else
            reminderSettings = .placeholder(for: "Settings", "Notification settings")
        #endif
    }
}
