// Claim: a data crossing to a per-visit feature does not compile: only a feature kept for the run can be read for as long as an adapter lives.
// Expect: error: cannot convert value of type 'KeyPath<RootComponent, PerVisitFeature<ProfileComponent>>' to expected argument type 'KeyPath<RootComponent, KeptFeature<ProfileComponent>>'
//
// A reminder that read the profile would keep a Profile component, made for one visit, for as long as the
// kept Settings component lives: a captive dependency. `reading` takes a key path to a `KeptFeature` only, so
// the per-visit Profile is refused by type. With `-D FIXED` the reminder reads the kept Quote feature, as
// the app's own SettingsWiring does, and the file compiles.

import Core
import ProfileFeature
import QuoteFeature
import SettingsFeature

@testable import App

@MainActor
struct ProfileMindedSettingsWiring: SettingsDependency {
    let storage: any ScheduleStorage
    let clock: DayClock
    let reminderInbox: any ReminderInbox
    let reminderSubject: any ReminderSubject

    init(_ root: borrowing RootWiring) {
        storage = KeyedStorage(store: root.store, key: StorageKeys.schedule)
        clock = root.clock
        reminderInbox = root.reminderInbox
        #if FIXED
            reminderSubject = root.reading(\.quote, as: (any ReminderSubject).self, QuoteReminderSubject.init)
        #else
            reminderSubject = root.reading(\.profile, as: (any ReminderSubject).self, ProfileOwnerReminder.init)
        #endif
    }
}

/// Reminds of the profile's owner, read from a Profile component.
@MainActor
struct ProfileOwnerReminder: ReminderSubject {
    let profile: Reach<ProfileComponent>
    var reminderText: String { "\(profile.component.name)" }
}
