// Claim: a data crossing to a per-visit feature does not compile: only a feature kept for the run can be read for as long as an adapter lives.
// Expect: error: instance method 'reading' requires that 'ProfileComponent' conform to 'ReadableComponent'
//
// An adapter of a kept feature that read Profile's component would keep a visit for the run. `reading`
// asks of the feature it reaches a `ReadableComponent`, which only a component kept for the run can be. With `-D FIXED` the reminders read the
// kept Quote feature, as the app's own declaration does, and the file compiles.

import Composition
import ProfileFeature
import SettingsFeature
import SettingsWiring

@testable import App

extension RootComponent {
    var secondSettings: Feature<SettingsComponent> {
        Feature {
            #if FIXED
                SettingsWiring(
                    store: $0.outside.store, clock: $0.outside.clock, reminderInbox: $0.outside.reminderInbox,
                    reminderSubject: $0.reading(\.quote))
            #else
                _ = $0.reading(\.profile)
                return SettingsWiring(
                    store: $0.outside.store, clock: $0.outside.clock, reminderInbox: $0.outside.reminderInbox,
                    reminderSubject: $0.reading(\.quote))
            #endif
        }
    }
}
