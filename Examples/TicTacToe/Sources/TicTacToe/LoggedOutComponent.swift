import Core

@MainActor
public protocol LoggedOutDependency: Scope {
    var mutablePlayersStream: any MutablePlayersStream { get }
}

/// The logged-out scope: the screen where two players give their names.
public final class LoggedOutComponent: Component<any LoggedOutDependency>, LoggedOutBuilder {
    public init(parent: some LoggedOutDependency) { super.init(parent: parent, dependency: parent) }

    public var loggedOutView: LoggedOutView { LoggedOutView(mutablePlayersStream: dependency.mutablePlayersStream) }
}

/// What the root view asks of the logged-out scope, so that a test can hand it a fake. `@MainActor`, as
/// every component is: a nonisolated requirement could not be met by a component's property.
@MainActor
public protocol LoggedOutBuilder {
    var loggedOutView: LoggedOutView { get }
}
