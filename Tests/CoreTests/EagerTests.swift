import Core
import TestSupport
import Testing

@MainActor
@Suite struct EagerTests {
    @Test func eagerInstancesAreReportedRightAfterBoot() throws {
        let observer = SpyObserver()
        let root = try RootWithEagerSettings(observer: observer) { BootSettings() }
        #expect(root.settings.isLoaded)
        #expect(
            observer.reports == ["made RootWithEagerSettings ^->Root", "made BootSettings (eager) ^->Root"])
    }

    @Test func aFailingEagerInstanceFailsTheBoot() {
        #expect(throws: BootSettings.Unreadable.self) {
            _ = try RootWithEagerSettings(observer: nil) { throw BootSettings.Unreadable() }
        }
    }
}

/// A value the root makes at boot, before anything asks for it.
private struct BootSettings {
    struct Unreadable: Error {}
    var isLoaded = true
}

private final class RootWithEagerSettings: BootstrapComponent {
    let settings: BootSettings

    init(observer: (any LifetimeObserver)?, makeSettings: () throws -> BootSettings) throws {
        settings = try makeSettings()
        super.init(name: "Root", observer: observer)
        recordEager(settings)
    }
}
