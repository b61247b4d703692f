/// How long a component is declared to live, given by whoever makes it and told to the observer with the
/// component. Core keeps nothing of it: the observer checks it against the tree as each component is made,
/// and whoever ends a lifetime before the run tells it (`BootstrapComponent.lifetimeEnded(of:)`).
public enum ScopeLifetime: Sendable, Hashable, CustomStringConvertible {
    /// As long as whoever uses it holds it: a child a component makes for its own screens.
    case whileHeld
    /// Kept for the app's run: the root, and the children it keeps (`BootstrapComponent.keep`).
    case run
    /// One visit: made when the navigation stack opens the feature, ended when that entry leaves the stack.
    case visit
    /// A lifetime declared outside Core, by its name, whose end the code that declares it tells.
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
