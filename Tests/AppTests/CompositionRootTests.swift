import Foundation
import Locking
import Persistence
import ProfileFeature
import QuoteFeature
import QuoteWiring
import SettingsFeature
import SettingsWiring
import TerminalMenu
import TestSupport
import Testing

@testable import App

/// The whole app on edges the test gives it: its own console, store, clock and user source, each named in
/// one `AppEdges` value (leaving one out does not compile), driven through the real menu.
@MainActor
@Suite(.limitForATest)
struct CompositionRootTests {
    private static let stayHungry = Quote(text: "Stay hungry.", author: "Stewart Brand")

    /// A data directory the test fills before the app starts, whose store the app opens as its own: what the
    /// app shows is what the test seeded, and what it saved is there after it.
    private static func seededData() async throws -> TemporaryDirectory {
        let data = TemporaryDirectory()
        let store = FileKeyValueStore(directory: data.url) { _ in }
        try await store.save(stayHungry, for: QuoteWiring.storageKey)
        let schedule = try #require(
            TimeOfDay(hour: 9, minute: 0).flatMap { start in
                TimeOfDay(hour: 10, minute: 0).map {
                    NotificationSchedule(start: start, stop: $0, frequencyMinutes: 30)
                }
            })
        try await store.save(schedule, for: SettingsWiring.storageKey)
        return data
    }

    /// The store the app opens in `data`, and no other.
    private static func opening(_ data: TemporaryDirectory) -> (URL, @escaping @Sendable (String) -> Void) ->
        any KeyValueStore
    {
        { _, report in FileKeyValueStore(directory: data.url, report: report) }
    }

    /// 09:14 when the test starts, moving only when the test moves `clock`.
    private static func nineFourteen(on clock: ManualClock) -> DayClock {
        DayClock(clock: clock) { .seconds(9 * 3600 + 14 * 60) + clock.now.offset }
    }

    @Test func aUserSourceThatFailsThenSucceedsIsTriedAgainFromTheProfile() async throws {
        // app-edges-test: begin
        let console = ScriptedConsole("3\n5\nq\n")  // Profile, Try again, quit
        let users = FlakyUserSource(failures: 1)
        let data = try await Self.seededData()
        let edges = AppEdges(
            console: console, environment: [:], openStore: Self.opening(data),
            clock: Self.nineFourteen(on: ManualClock()), userSource: users)

        let status = await FeatureGraphApp.run(arguments: [], edges: edges)
        // app-edges-test: end

        #expect(status == .success)
        #expect(users.calls == 2)
        #expect(console.output.contains("The profile could not be loaded: the network is down.\n\n"))
        #expect(console.output.contains("  4  Edit favourite quote\n  5  Try again\n  b  Back\n> "))
        #expect(console.output.contains("\nProfile\nLin\nKeeps the lights on.\n"))
        #expect(console.output.contains("Favourite quote: \u{201C}Stay hungry.\u{201D} \u{2014} Stewart Brand\n"))
    }

    /// A load that threw is counted as failed where Diagnostics lists what the profile made.
    @Test func diagnosticsCountAProfileLoadThatFailed() async throws {
        let console = ScriptedConsole("3\n5\nb\n4\n")  // Profile, Try again, Back, Diagnostics
        let edges = AppEdges(
            console: console, environment: [:], openStore: { _, _ in InMemoryKeyValueStore() },
            clock: Self.nineFourteen(on: ManualClock()), userSource: FlakyUserSource(failures: 1))

        let status = await FeatureGraphApp.run(arguments: [], edges: edges)

        #expect(status == .success)
        let profileUser = console.output.split(separator: "\n").filter { $0.contains("ProfileUser") }
        #expect(profileUser.contains { $0.contains("1 made in all, 1 failed") }, "\(profileUser)")
    }

    @Test func aReminderAtATimeTheTestSetsRemindsOfTheSeededQuote() async throws {
        let console = LiveConsole()
        let clock = ManualClock()
        let data = try await Self.seededData()
        let edges = AppEdges(
            console: console, environment: [:], openStore: Self.opening(data), clock: Self.nineFourteen(on: clock),
            userSource: FlakyUserSource(failures: 0))
        let run = Task { await FeatureGraphApp.run(arguments: [], edges: edges) }
        await console.untilOutput(contains: "  q  Quit\n> ")
        #expect(console.output.contains("Notifications every 30 min from 09:00 to 10:00"))

        await clock.untilSleeping()
        clock.advance(by: .seconds(16 * 60))
        await console.untilOutput(contains: "Reminder 09:30")

        #expect(
            console.output.hasSuffix(
                "\nReminder 09:30 \u{2014} \u{201C}Stay hungry.\u{201D} \u{2014} Stewart Brand\n> "))
        console.type("q")
        #expect(await ended(run) == .success)
    }

    @Test func aQuoteSavedInTheRunIsInTheTestsStoreAfterwards() async throws {
        let data = try await Self.seededData()
        let edges = AppEdges(
            console: ScriptedConsole("1\n1\nLess is more.\nMies\nq\n"), environment: [:],
            openStore: Self.opening(data), clock: Self.nineFourteen(on: ManualClock()),
            userSource: FlakyUserSource(failures: 0))

        #expect(await FeatureGraphApp.run(arguments: [], edges: edges) == .success)

        let afterwards = FileKeyValueStore(directory: data.url) { _ in }
        #expect(afterwards.value(for: QuoteWiring.storageKey) == Quote(text: "Less is more.", author: "Mies"))
    }
}

/// A user source that fails `failures` times, then gives a user.
private final class FlakyUserSource: ProfileUserSource {
    struct Offline: Error, CustomStringConvertible {
        var description: String { "the network is down" }
    }

    private let failures: Int
    private let count = Locked(0)

    init(failures: Int) {
        self.failures = failures
    }

    var calls: Int { count.withLock { $0 } }

    func loadUser() async throws -> ProfileUser {
        let call = count.withLock { count in
            count += 1
            return count
        }
        if call <= failures { throw Offline() }
        return ProfileUser(name: "Lin", bio: "Keeps the lights on.", friends: [], photos: [], posts: [])
    }
}
