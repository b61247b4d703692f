// Claim: a per-visit component cannot be read as data through any declaration or key path, a computed one included: its lifetime is on its type, which a data crossing checks.
// Expect: error: instance method 'reading' requires that 'ProfileComponent' conform to 'ReadableComponent'
//
// A computed declaration makes a new declaration each time it is read; whatever names it, the type of the
// component it declares is per visit, which no `ReadableComponent` can be, and `reading` refuses it. With `-D FIXED` the reminders read the kept
// Quote feature, and the file compiles.

import Composition
import ProfileFeature
import ProfileWiring
import SettingsFeature
import SettingsWiring

@testable import App

extension RootComponent {
    var anotherProfile: Feature<ProfileComponent> {
        Feature {
            ProfileWiring(
                store: $0.outside.store, userSource: $0.outside.userSource, favouriteQuote: $0.reading(\.quote),
                favouriteQuoteEditor: $0.opening(\.quote))
        }
    }

    var readingSettings: Feature<SettingsComponent> {
        Feature {
            #if FIXED
                SettingsWiring(
                    store: $0.outside.store, clock: $0.outside.clock, reminderInbox: $0.outside.reminderInbox,
                    reminderSubject: $0.reading(\.quote))
            #else
                _ = $0.reading(\.anotherProfile)
                return SettingsWiring(
                    store: $0.outside.store, clock: $0.outside.clock, reminderInbox: $0.outside.reminderInbox,
                    reminderSubject: $0.reading(\.quote))
            #endif
        }
    }
}
