import Core
import Testing

@MainActor
@Suite struct EagerTests {
    @Test func eagerInstancesExistRightAfterBoot() throws {
        let tracker = LifetimeTracker()
        var events: [LifetimeEvent] = []
        tracker.onEvent = { events.append($0) }

        _ = try RootWithEagerSettings(tracker: tracker) { BootSettings() }

        let eager = LifetimeEvent(kind: .created, typeName: "BootSettings", lifetime: .eager, path: "^->Root")
        #expect(events.contains(eager))
    }

    @Test func aFailingEagerInstanceFailsTheBoot() {
        #expect(throws: BootSettings.Unreadable.self) {
            _ = try RootWithEagerSettings(tracker: nil) { throw BootSettings.Unreadable() }
        }
    }
}

/// A value the root makes at boot, before anything asks for it.
private struct BootSettings {
    struct Unreadable: Error {}
}

@MainActor
private final class RootWithEagerSettings: BootstrapComponent {
    let settings: BootSettings

    init(tracker: LifetimeTracker?, makeSettings: () throws -> BootSettings) throws {
        settings = try makeSettings()
        super.init(name: "Root", tracker: tracker)
        recordEager(settings)
    }
}
