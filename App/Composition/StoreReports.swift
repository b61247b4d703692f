import Locking
import TerminalMenu

/// Where the store's one-line reports go: held while the app starts, and written to standard error before
/// the menu; after that, posted to the menu, which shows each below its screen. The store may report from
/// a thread of its own (its writer, waiting for another FeatureGraph's lock).
final class StoreReports: Sendable {
    private let state = Locked<(held: [String], menu: MenuEvents?)>(([], nil))

    func report(_ line: String) {
        let menu = state.withLock { state -> MenuEvents? in
            if state.menu == nil { state.held.append(line) }
            return state.menu
        }
        menu?.post(.problem(line))
    }

    /// How many lines are held so far.
    var heldCount: Int { state.withLock { $0.held.count } }

    /// The lines held so far; from now on each goes to `events` as it comes.
    func postingFromNow(to events: MenuEvents) -> [String] {
        state.withLock { state in
            state.menu = events
            defer { state.held = [] }
            return state.held
        }
    }
}
