import TerminalScreen

/// A feature's component, as the navigation stack reaches its screens: each destination of the feature is a
/// screen the component makes, or another feature's destination it was given.
@MainActor
public protocol DestinationScreens: AnyObject {
    associatedtype Destination: TerminalScreen.Destination
    func arrival(at destination: Destination) -> Arrival<Self>
}

/// What a feature shows for one of its destinations.
@MainActor
public enum Arrival<Using> {
    /// A screen of its own.
    case screen(any Screen)
    /// Another feature's destination, given to this one (`quote/remind` leads to Notification settings).
    case route(AnyDestination<Using>)
}

/// Another feature's destination, as the feature `Using` names its component was given it: a value only the
/// navigation stack opens, through the root's declaration of the feature it leads to. Only a root's
/// declarations make one (`NavigationCrossing.destination`), and it is of the feature it was given to, so
/// neither another feature nor a data adapter can answer with it.
@MainActor
public struct AnyDestination<Using> {
    let way: Way

    /// The destination's segment of a link, such as `edit`.
    public var segment: String { way.destination.segment }
}

/// A destination and how the stack reaches the feature that opens it: its kept component, or a new visit's;
/// `nil` when it leads nowhere (a wiring read alone).
@MainActor
struct Way {
    let destination: any Destination
    let reach: () -> Opening?
}

/// A feature as the navigation stack reached it: what it shows for each of its destinations, every one of
/// them (what reads a link's segment back), and, for a visit it began, what ends it.
@MainActor
struct Opening {
    enum Arrived {
        case screen(any Screen)
        case way(Way)
    }

    let arrive: (any Destination) -> Arrived?
    let destinations: () -> [any Destination]
    let endVisit: (() -> Void)?

    init<Screens: DestinationScreens>(_ screens: Screens, endingVisit endVisit: (() -> Void)? = nil) {
        arrive = { destination in
            (destination as? Screens.Destination).map {
                switch screens.arrival(at: $0) {
                case .screen(let screen): .screen(screen)
                case .route(let elsewhere): .way(elsewhere.way)
                }
            }
        }
        destinations = { Screens.Destination.all }
        self.endVisit = endVisit
    }

    init(arrive: @escaping (any Destination) -> Arrived?, destinations: @escaping () -> [any Destination]) {
        self.arrive = arrive
        self.destinations = destinations
        endVisit = nil
    }
}
