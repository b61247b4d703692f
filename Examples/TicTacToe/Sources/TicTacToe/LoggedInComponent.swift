import Core

// needle-port-logged-in: begin
/// Needle's `LoggedInDependency` is empty: the generated provider of Game reaches the root by itself. Here
/// the logged-in scope passes on what its children need from the root, one line per member.
@MainActor
public protocol LoggedInDependency: Scope {
    var playersStream: any PlayersStream { get }
}

/// The logged-in scope: one score stream for its games and score sheets, for as long as it lives.
public final class LoggedInComponent: Component<any LoggedInDependency>, LoggedInBuilder, GameDependency,
    ScoreSheetDependency
{
    public init(parent: some LoggedInDependency) { super.init(parent: parent, dependency: parent) }

    // Needle declares this in an extension, `var mutableScoreStream: MutableScoreStream { shared { … } }`;
    // a `lazy var` is stored, and extensions cannot hold stored properties, so it moves into the class.
    public private(set) lazy var mutableScoreStream: any MutableScoreStream = shared { ScoreStreamImpl() }

    public var scoreStream: any ScoreStream { mutableScoreStream }

    public var playersStream: any PlayersStream { dependency.playersStream }

    public var loggedInView: LoggedInView {
        LoggedInView(gameBuilder: gameComponent, scoreStream: scoreStream, scoreSheetBuilder: scoreSheetComponent)
    }

    public var gameComponent: GameComponent { GameComponent(parent: self) }

    public var scoreSheetComponent: ScoreSheetComponent { ScoreSheetComponent(parent: self) }
}
// needle-port-logged-in: end

@MainActor
public protocol LoggedInBuilder {
    var loggedInView: LoggedInView { get }
}
