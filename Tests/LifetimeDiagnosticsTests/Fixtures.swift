import Core

/// A plain object whose creation and release the tracker watches.
final class Widget {}

/// What a session needs from its root: nothing but being in the tree.
@MainActor
protocol SessionDependency: Scope {}

/// A root with a session child it does not keep, and a keeper that can capture what a session made.
final class SessionRoot: BootstrapComponent, SessionDependency {
    init(observer: (any LifetimeObserver)?) { super.init(name: "Root", observer: observer) }

    var session: Session { Session(parent: self, dependency: self) }
    private(set) lazy var keeper: Keeper = shared { Keeper() }
}

/// A session with a widget of each lifetime.
final class Session: Component<any SessionDependency> {
    private(set) lazy var sharedWidget: Widget = shared { Widget() }
    var madeWidget: Widget { factory { Widget() } }
    var number: Int { factory { 7 } }
}

/// Keeps whatever it is given: a captive dependency when a root keeps what a session made.
final class Keeper {
    var kept: AnyObject?
}
