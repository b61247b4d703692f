import Core

// Needle: `class RootComponent: NeedleFoundation.RootComponent`, whose children find what they need through
// providers the generator writes. Here the root adopts its children's dependency protocols itself.

// needle-port-root: begin
/// The root: the players, shared for the app's run, and a new logged-out or logged-in scope on each access.
public final class RootComponent: BootstrapComponent, LoggedOutDependency, LoggedInDependency {
    public init(observer: (any LifetimeObserver)? = nil) {
        super.init(name: "Root", observer: observer)
    }

    public var playersStream: any PlayersStream { mutablePlayersStream }

    public private(set) lazy var mutablePlayersStream: any MutablePlayersStream = shared { PlayersStreamImpl() }

    public var rootView: RootView {
        RootView(playersStream: playersStream, loggedOutBuilder: loggedOutComponent, loggedInBuilder: loggedInComponent)
    }

    public var loggedOutComponent: LoggedOutComponent { LoggedOutComponent(parent: self) }

    public var loggedInComponent: LoggedInComponent { LoggedInComponent(parent: self) }
}
// needle-port-root: end
