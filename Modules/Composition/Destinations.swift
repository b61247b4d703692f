import TerminalScreen

/// A feature's component, as the navigation stack reaches its screens: each destination of the feature is a
/// screen the component makes, or another feature's destination it was given.
@MainActor
public protocol DestinationScreens: AnyObject {
    associatedtype Destination: TerminalScreen.Destination
    /// Where the feature is opened from a main menu: the destination its entry opens.
    static var start: Destination { get }
    func arrival(at destination: Destination) -> Arrival<Self>
}

@MainActor
public enum Arrival<Using> {
    case screen(any Screen)
    /// Another feature's destination, given to this one.
    case route(AnyDestination<Using>)
}

/// Another feature's destination, given to the feature whose component is `Using`: a value only the navigation
/// stack opens. Only a navigation crossing makes one that reaches a feature (a `placeholder` reaches none), and no
/// other feature can answer with it.
@MainActor
public struct AnyDestination<Using> {
    let way: Way

    public var segment: String { way.destination.segment }
}

/// A destination and how the stack reaches its feature (`nil` from a wiring read alone).
@MainActor
struct Way {
    let destination: any Destination
    let reach: () -> Opening?
}

/// A feature as the stack reached it: what it shows for each destination, all of them, and what ends its visit.
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
