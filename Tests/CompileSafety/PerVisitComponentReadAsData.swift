// Claim: a per-visit component cannot be read as data through any declaration: its lifetime is on its type, which a data crossing checks.
// Expect: error: instance method 'reading' requires that 'ProfileComponent' conform to 'KeptForTheRun'
// Expect: error: initializer 'init(wiredBy:)' requires that 'ProfileComponent' conform to 'KeptForTheRun'
//
// A declaration written as a computed property would make a new component at each read, kept for the run:
// a visit's component kept by a reminder, three reads, three alive. `ProfileComponent` is `MadePerVisit`
// (its declaration says so, once), so no declaration of it is kept, and `reading` takes only a component
// type that is `KeptForTheRun`, whatever key path names it. With `-D FIXED` the reminder reads the kept
// Quote feature, and the file compiles.

import Composition
import ProfileFeature
import ProfileWiring
import QuoteFeature
import QuoteWiring
import SettingsFeature

@testable import App

extension RootComponent {
    #if FIXED
        var anotherQuote: Kept<QuoteComponent> {
            Kept { QuoteWiring(store: $0.outside.store, reminderSettings: $0.opening(\.settings)) }
        }
    #else
        var anotherProfile: Kept<ProfileComponent> {
            Kept {
                ProfileWiring(
                    store: $0.outside.store, userSource: $0.outside.userSource, favouriteQuote: $0.reading(\.quote),
                    favouriteQuoteEditor: $0.opening(\.quote))
            }
        }
    #endif
}

@MainActor
final class Declarations {
    /// Quote's feature, whose root line also reads another feature's data, as a reminder would.
    let reminded: Kept<QuoteComponent> = Kept {
        #if FIXED
            let other = $0.reading(\.anotherQuote)
        #else
            let other = $0.reading(\.anotherProfile)
        #endif
        _ = consume other
        return QuoteWiring(store: $0.outside.store, reminderSettings: $0.opening(\.settings))
    }
}
