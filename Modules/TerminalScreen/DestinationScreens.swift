/// A feature's component, as the navigation stack reaches its screens: each destination of the feature
/// is a screen the component makes, or another feature's destination it was given a route to.
@MainActor
public protocol DestinationScreens: AnyObject {
    associatedtype Destination: TerminalScreen.Destination
    /// What `destination` shows.
    func arrival(at destination: Destination) -> Arrival
}

/// What a feature shows for one of its destinations.
@MainActor
public enum Arrival {
    /// A screen of its own.
    case screen(any Screen)
    /// Another feature's destination, through a route the feature was given (`quote/remind` is the Quote
    /// feature's way to a screen of Notification settings).
    case route(AnyDestination)
}

/// A feature as the navigation stack reaches it to open one of its destinations: the component that makes
/// its screens, kept for the run or made for a new visit, and for a visit what ends it. The stack ends the
/// visit when the entry it opened leaves the stack, whichever front, test or walk takes it off.
@MainActor
public struct Opening {
    let arrive: (AnyDestination) -> Arrival?
    let endVisit: (() -> Void)?
    /// Every destination of the feature, offered here or not: what reads a link's segment back. Listed only
    /// when a link is read, not each time a feature opens.
    let destinations: () -> [AnyDestination]

    /// The destinations of `screens`, a feature's component; `endVisit` when opening it began a visit.
    public init<Screens: DestinationScreens>(_ screens: Screens, endingVisit endVisit: (() -> Void)? = nil) {
        arrive = { ($0.value as? Screens.Destination).map(screens.arrival(at:)) }
        self.endVisit = endVisit
        destinations = { Screens.Destination.all.map(AnyDestination.init) }
    }

    /// One screen, made by `screen` when it is opened, that leads nowhere of its own (Diagnostics).
    public init(_ screen: @escaping () -> any Screen) {
        arrive = { _ in .screen(screen()) }
        endVisit = nil
        destinations = { [] }
    }
}
