// Claim: a wiring cannot reach another feature's component but through a crossing: it is lent no root.
// Expect: error: 'root' is inaccessible due to 'private' protection level
//
// Handed the root, a kept feature's wiring could take a per-visit Profile component as a dependency and
// keep it for the run, undrawn. What makes a wiring is lent a `RootWiring`, which offers what the root
// takes from outside and the two crossings, never the root; a wiring's own initializer is handed only
// what it asks for. With `-D FIXED` Settings reads the quote through a crossing, and the file compiles.

import Composition
import SettingsFeature
import SettingsWiring

@testable import App

extension RootComponent {
    var secondSettings: Feature<SettingsComponent> {
        Feature {
            #if !FIXED
                _ = $0.root.component(\.quote)
            #endif
            return SettingsWiring(
                store: $0.outside.store, clock: $0.outside.clock, reminderInbox: $0.outside.reminderInbox,
                reminderSubject: $0.reading(\.quote))
        }
    }
}
