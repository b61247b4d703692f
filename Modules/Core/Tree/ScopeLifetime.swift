/// How long a component is declared to live, given by whoever makes it and told to the observer with the
/// component (`LifetimeObserver.made(_:under:living:)`). Core keeps nothing of it: the lifetime a scope
/// breaks by being held too long exists only where it was declared, so the observer is told, and whoever
/// ends that lifetime (the app, when a visit's first screen closes) tells the observer too.
public enum ScopeLifetime: Sendable, Hashable, CustomStringConvertible {
    /// As long as whoever uses it holds it: a child a component makes for its own screens.
    case whileHeld
    /// Kept for the app's run: the root, and the children it keeps (`BootstrapComponent.keep`).
    case run
    /// One visit: made when a route is taken, ended when the screen it opened closes.
    case visit
    /// A lifetime declared outside Core, by its name.
    case custom(String)

    /// The words in traces and diagnostics, such as `per visit`.
    public var description: String {
        switch self {
        case .whileHeld: "while held"
        case .run: "kept for the run"
        case .visit: "per visit"
        case .custom(let name): name
        }
    }
}
