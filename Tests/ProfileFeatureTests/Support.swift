import Composition
import Core
import LifetimeChecks
import ProfileFakes
import ProfileFeature
import TerminalScreen
import TestSupport

/// Profile's fakes as these tests give them, each member stated: preferences stored in memory (none at first), a
/// user that loads at once as Grace unless `loadsWhenTold`, Dijkstra's quote, the editor's placeholder; and a root
/// whose `LifetimeCheck` forwards to `observer`.
@MainActor
final class ProfileUnderTest {
    static let grace = ProfileUser(
        name: "Grace", bio: "Admiral.", friends: ["Ada"], photos: ["Moth"], posts: ["Found a bug."])
    let fakes = ProfileFakes(reporting: .runningTest)
    let storage = FakePreferencesStorage()
    let quote = FakeFavouriteQuote("Simplicity is prerequisite for reliability.", by: "Edsger W. Dijkstra")
    let users = ManualLoad<ProfileUser>()
    private let root: BootstrapComponent

    /// A Profile component over the fakes, made as the root's declaration makes it.
    var profile: ProfileComponent { root.made(dependency: fakes) }

    /// Fakes whose user loads at once, unless `loadsWhenTold`.
    init(observer: (any LifetimeObserver)? = nil, loadsWhenTold: Bool = false) {
        root = BootstrapComponent(name: "FakeRoot", observer: LifetimeCheck(forwardingTo: observer))
        fakes.storage = storage
        fakes.userSource = users
        fakes.favouriteQuote = quote
        fakes.favouriteQuoteEditor = fakes.quoteEditor.route
        if !loadsWhenTold { users.answerAlways(with: .success(Self.grace)) }
    }
}

extension ManualLoad: ProfileUserSource where Value == ProfileUser {
    public func loadUser() async throws -> ProfileUser { try await load() }
}
