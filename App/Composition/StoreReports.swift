import Locking
import TerminalMenu

/// Where the store's one-line reports go: held while the app starts, and written to standard error before
/// the menu; after that, posted to the menu, which shows each below its screen. The store may report from
/// a thread of its own (its writer, waiting for another FeatureGraph's lock): a line reported while the
/// reports switch to the menu is decided in one turn of the lock, so it is held or posted, never lost.
final class StoreReports: Sendable {
    private struct State {
        var held: [String] = []
        var menu: MenuEvents?
    }

    private let state: Turns

    /// `afterEachTurn` runs as each turn of the lock ends: a test's seam, to switch the reports at the very
    /// moment a report has let go of the lock.
    init(afterEachTurn: @escaping @Sendable () -> Void = {}) {
        state = Turns(State(), afterEachTurn: afterEachTurn)
    }

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

    /// The state behind its lock, reachable only a turn at a time, each turn followed by `afterEachTurn`.
    private final class Turns: Sendable {
        private let locked: Locked<State>
        private let afterEachTurn: @Sendable () -> Void

        init(_ state: State, afterEachTurn: @escaping @Sendable () -> Void) {
            (locked, self.afterEachTurn) = (Locked(state), afterEachTurn)
        }

        func withLock<Result>(_ body: (inout State) -> Result) -> Result {
            defer { afterEachTurn() }
            return locked.withLock { state in body(&state) }
        }
    }
}
