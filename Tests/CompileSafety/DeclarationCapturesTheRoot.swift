// Claim: a declaration that captures its root reaches nothing past its crossings: the root hands out no feature's component.
// Expect: error: 'component' is inaccessible due to 'internal' protection level
//
// A computed declaration in the root's extension can capture the root (`[unowned self]`), which a stored one
// cannot. Were the root to hand out its features' components, the wiring could read Quote's straight from it,
// an edge the graph never draws, or make something under it. The root hands out none: its main menu reads what
// kept features declare readable by key path, and a stack such a declaration made is a second stack, reported
// the moment it is made (`OneRootOneStackTests`). With `-D FIXED` the wiring reads Quote through its crossing.

import Composition
import LifetimeDiagnostics
import SettingsFeature
import SettingsWiring

@testable import App

extension RootComponent {
    var settingsReadingPastItsCrossings: Feature<SettingsComponent> {
        Feature { [unowned self] in
            #if FIXED
                SettingsWiring(
                    store: $0.outside.store, clock: $0.outside.clock, reminderInbox: $0.outside.reminderInbox,
                    reminderSubject: $0.reading(\.quote))
            #else
                _ = self.component(\.quote).readable
                return SettingsWiring(
                    store: $0.outside.store, clock: $0.outside.clock, reminderInbox: $0.outside.reminderInbox,
                    reminderSubject: $0.reading(\.quote))
            #endif
        }
    }
}
