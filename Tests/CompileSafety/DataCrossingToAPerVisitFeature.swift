// Claim: a data crossing to a per-visit feature does not compile: only a feature kept for the run can be read for as long as an adapter lives.
// Expect: error: instance method 'reading(as:_:)' requires that 'ProfileComponent' conform to 'KeptForTheRun'
//
// A reminder that read the profile would keep a Profile component, made for one visit, for as long as the
// kept Settings component lives: a captive dependency. A data crossing reads only a component kept for the
// run, and `ProfileComponent` is `MadePerVisit`; nor does the root make a crossing of it to hand the wiring.
// With `-D FIXED` the reminder reads the kept Quote feature, as the app's own SettingsWiring does, and the
// file compiles.

import Composition
import FeatureStorage
import Persistence
import ProfileFeature
import QuoteFeature
import SettingsFeature

@testable import SettingsWiring

@MainActor
struct ProfileMindedSettingsWiring: SettingsDependency {
    let storage: any ScheduleStorage
    let clock: DayClock
    let reminderInbox: any ReminderInbox
    let reminderSubject: any ReminderSubject

    #if FIXED
        init(
            store: any KeyValueStore, clock: DayClock, reminderInbox: any ReminderInbox,
            reminderSubject quote: consuming DataCrossing<QuoteComponent>
        ) {
            storage = KeyedStorage(store: store, key: SettingsWiring.storageKey)
            self.clock = clock
            self.reminderInbox = reminderInbox
            reminderSubject = quote.reading(as: (any ReminderSubject).self, QuoteReminderSubject.init)
        }
    #else
        init(
            store: any KeyValueStore, clock: DayClock, reminderInbox: any ReminderInbox,
            reminderSubject profile: consuming DataCrossing<ProfileComponent>
        ) {
            storage = KeyedStorage(store: store, key: SettingsWiring.storageKey)
            self.clock = clock
            self.reminderInbox = reminderInbox
            reminderSubject = profile.reading(as: (any ReminderSubject).self) { _ in QuoteFreeReminder() }
        }
    #endif
}

/// A reminder of nothing in particular.
struct QuoteFreeReminder: ReminderSubject {
    var reminderText: String { "Time for a break" }
}
