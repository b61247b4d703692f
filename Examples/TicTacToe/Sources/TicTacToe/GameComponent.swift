import Core

// needle-port-game: begin
@MainActor
public protocol GameDependency: Scope {
    var mutableScoreStream: any MutableScoreStream { get }
    var playersStream: any PlayersStream { get }
    var scoreStream: any ScoreStream { get }
}

/// A game: it records its result in the logged-in scope's scores, names the players the root keeps, and
/// opens a score sheet of its own, which reads the scores two levels up.
public final class GameComponent: Component<any GameDependency>, GameBuilder, ScoreSheetDependency {
    public init(parent: some GameDependency) { super.init(parent: parent, dependency: parent) }

    public var gameView: GameView {
        GameView(
            mutableScoreStream: dependency.mutableScoreStream, playersStream: dependency.playersStream,
            scoreSheetBuilder: scoreSheetComponent)
    }

    public var scoreSheetComponent: ScoreSheetComponent { ScoreSheetComponent(parent: self) }

    public var scoreStream: any ScoreStream { dependency.scoreStream }

    // Needle's sample declares a `mutableScoreStream` here too, a new stream on each access, with a comment
    // that it "should not be used as the provider for GameDependency"; the generator picks the parent's.
    // Here a child's dependency is its parent as a protocol, so a member of the same name in the child
    // cannot be taken for it: the sample's trap has no counterpart, and the member is left out.
}
// needle-port-game: end

@MainActor
public protocol GameBuilder {
    var gameView: GameView { get }
}
