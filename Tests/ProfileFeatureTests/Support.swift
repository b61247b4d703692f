import Composition
import Core
import LifetimeChecks
import ProfileFeature
import TerminalScreen
import TestSupport

/// Records the preferences saved, each written before the save returns; can hold stored ones or fail every
/// save.
@MainActor
final class SpyPreferencesStorage: PrivacyPreferencesStorage {
    struct Failure: Error, CustomStringConvertible {
        var description: String { "Could not save to /data/privacy-preferences.json: Disk full" }
    }

    var stored: PrivacyPreferences?
    var failsToSave = false
    private(set) var saved: [PrivacyPreferences] = []

    func load() -> PrivacyPreferences? { stored }

    func save(_ level: PrivacyLevel, for section: ProfileSection) -> Saving {
        if failsToSave { return Saving(.kept(because: Failure())) }
        var preferences = stored ?? .default
        preferences[section] = level
        saved.append(preferences)
        stored = preferences
        return Saving(.saved)
    }

    func reset() -> Saving {
        if failsToSave { return Saving(.kept(because: Failure())) }
        saved.append(.default)
        stored = .default
        return Saving(.saved)
    }
}

/// A favourite quote that the test sets.
@MainActor
final class StubQuoteSource: FavouriteQuoteSource {
    /// How many times a page read the quote: once per build.
    private(set) var reads = 0
    var quoteText: String {
        reads += 1
        return "Simplicity is prerequisite for reliability."
    }
    var quoteAuthor = "Edsger W. Dijkstra"
}

/// A parent that satisfies `ProfileDependency` with a small user, loaded when the test says or at once,
/// a storage spy and a quote stub.
final class FakeProfileParent: BootstrapComponent, ProfileDependency {
    /// A Profile component under this parent, which meets its needs itself, as the root's declaration makes it.
    var profile: ProfileComponent { made(dependency: self) }
    static let grace = ProfileUser(
        name: "Grace", bio: "Admiral.", friends: ["Ada"], photos: ["Moth"], posts: ["Found a bug."])
    let storageSpy = SpyPreferencesStorage()
    let quote = StubQuoteSource()
    let users = ManualLoad<ProfileUser>()
    var userSource: any ProfileUserSource { users }
    var storage: any PrivacyPreferencesStorage { storageSpy }
    var favouriteQuote: any FavouriteQuoteSource { quote }
    /// Leads to an editor of the test's, which closes on any line.
    let editor = CountedDestination(title: "Stub editor", prompt: "Quote text")
    var favouriteQuoteEditor: AnyDestination<ProfileComponent> { editor.destination() }

    /// A parent whose user loads at once, unless `loadsWhenTold`.
    init(observer: (any LifetimeObserver)? = nil, loadsWhenTold: Bool = false) {
        super.init(name: "FakeRoot", observer: LifetimeCheck(forwardingTo: observer))
        if !loadsWhenTold { users.answerAlways(with: .success(Self.grace)) }
    }
}

extension ManualLoad: ProfileUserSource where Value == ProfileUser {
    public func loadUser() async throws -> ProfileUser { try await load() }
}
