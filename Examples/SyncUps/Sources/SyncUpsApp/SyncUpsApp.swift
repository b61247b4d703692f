import Composition
import Foundation
import Persistence
import TerminalMenu

/// The app from its command line to its exit status, over the console and clock it is given: the process's in
/// `syncups`, a script's and a test's clock in a test.
@MainActor
package enum SyncUpsApp {
    /// Where the last run ended, kept for `resume`.
    static let lastLinkKey = StoreKey<String>("last-link")

    /// Runs the app; returns its exit status: 0, 64 for a usage error or a link that opens nothing, 130 after
    /// Ctrl-C.
    package static func run(
        arguments: [String], environment: [String: String], console: any Console, events: MenuEvents = MenuEvents(),
        clock: any Clock<Duration> = ContinuousClock(), today: @escaping @Sendable () -> Date = { Date() }
    ) async -> Int32 {
        let command: SyncUpsCommand
        switch SyncUpsCommand.parse(arguments) {
        case .success(let parsed): command = parsed
        case .failure(.help):
            console.write(SyncUpsCommand.usage + "\n")
            return 0
        case .failure(.version):
            console.write("syncups \(PackageVersion.number)\n")
            return 0
        case .failure(.usage(let problem)):
            console.writeError("syncups: \(problem)\n\(SyncUpsCommand.usage)\n")
            return 64
        }
        let store = FileKeyValueStore(directory: command.dataDirectoryURL(environment: environment), app: "SyncUps") {
            problem in
            events.post(.problem(problem))
        }
        do {
            let tree = SyncUpsRoot(
                outside: SyncUpsOutside(store: store, clock: clock, today: today, events: events)
            ).boot()
            var navigation = tree.root.navigation()
            switch command.start {
            case .mainMenu: break
            case .link(let link):
                if let refusal = MenuLinks.refusal(of: link, on: &navigation) {
                    console.writeError("syncups: \(refusal)\n")
                    return 64
                }
            case .resume:
                let last = store.value(for: lastLinkKey) ?? ""
                let link = last.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
                if !last.isEmpty, let refusal = MenuLinks.refusal(of: link, on: &navigation) {
                    console.writeError("syncups: resume: \(refusal); the main menu instead\n")
                }
            }
            let ended = await MenuFront(
                navigation: navigation, console: console, events: events, linkCommand: "syncups open"
            ).run()
            store.update(lastLinkKey, default: "", { $0 = ended }, completion: { _ in })
        }
        console.close()
        await store.flush()
        return console.wasInterrupted ? 130 : 0
    }
}
