import Foundation
import Persistence
import TerminalMenu

/// What the root takes from outside: the store, the clock and the date, and the menu's events, where a meeting's
/// announcements go.
@MainActor
struct SyncUpsOutside {
    let store: any KeyValueStore
    let clock: any Clock<Duration>
    let today: @Sendable () -> Date
    let events: MenuEvents
}
