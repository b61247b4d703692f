// Claim: a per-visit component cannot be read as data through any declaration: its lifetime is on its type, which a data crossing checks.
// Expect: error: instance method 'reading(_:as:_:)' requires that 'ProfileComponent' conform to 'KeptForTheRun'
// Expect: error: initializer 'init(_:wiredBy:)' requires that 'ProfileComponent' conform to 'KeptForTheRun'
//
// A declaration written as a computed property would make a new component at each read, kept for the run:
// a visit's component kept by a reminder, three reads, three alive. `ProfileComponent` is `MadePerVisit` (its
// wiring says so, once), so no declaration of it is kept, and `reading` takes only a component type that is
// `KeptForTheRun`, whatever key path names it. With `-D FIXED` the reminder reads the kept Quote feature,
// and the file compiles.

import Core
import ProfileFeature
import QuoteFeature
import SettingsFeature

@testable import App

extension RootComponent {
    #if FIXED
        var anotherQuote: KeptFeature<QuoteComponent> { KeptFeature(QuoteComponent.self, wiredBy: QuoteWiring.init) }
    #else
        var anotherProfile: KeptFeature<ProfileComponent> {
            KeptFeature(ProfileComponent.self, wiredBy: ProfileWiring.init)
        }
    #endif
}

@MainActor
func reminderSubject(_ root: borrowing RootWiring) -> any ReminderSubject {
    #if FIXED
        root.reading(\.anotherQuote, as: (any ReminderSubject).self, QuoteReminderSubject.init)
    #else
        root.reading(\.anotherProfile, as: (any ReminderSubject).self, ProfileOwnerReminder.init)
    #endif
}

/// Reminds of the profile's owner, read from a Profile component.
@MainActor
struct ProfileOwnerReminder: ReminderSubject {
    let profile: Reach<ProfileComponent>
    var reminderText: String { "\(profile.component.name)" }
}
