// What the sample's view controllers do, without UIKit: each takes what its component hands it.

/// Shows the logged-out screen until both players are named, then the logged-in one.
@MainActor
public final class RootView {
    private let playersStream: any PlayersStream
    private let loggedOutBuilder: any LoggedOutBuilder
    private let loggedInBuilder: any LoggedInBuilder

    init(playersStream: any PlayersStream, loggedOutBuilder: any LoggedOutBuilder, loggedInBuilder: any LoggedInBuilder)
    {
        self.playersStream = playersStream
        self.loggedOutBuilder = loggedOutBuilder
        self.loggedInBuilder = loggedInBuilder
    }

    public enum Shown {
        case loggedOut(LoggedOutView)
        case loggedIn(LoggedInView)
    }

    public func show() -> Shown {
        playersStream.names == nil
            ? .loggedOut(loggedOutBuilder.loggedOutView) : .loggedIn(loggedInBuilder.loggedInView)
    }
}

@MainActor
public final class LoggedOutView {
    private let mutablePlayersStream: any MutablePlayersStream

    init(mutablePlayersStream: any MutablePlayersStream) {
        self.mutablePlayersStream = mutablePlayersStream
    }

    /// Logs in: an empty name becomes "Player 1" or "Player 2", as in the sample.
    public func login(player1: String, player2: String) {
        mutablePlayersStream.update(
            player1: player1.isEmpty ? "Player 1" : player1, player2: player2.isEmpty ? "Player 2" : player2)
    }
}

@MainActor
public final class LoggedInView {
    private let gameBuilder: any GameBuilder
    private let scoreSheetBuilder: any ScoreSheetBuilder
    /// The scores as the stream last told them: the sample's score label.
    public private(set) var scoreLabel = ""

    init(gameBuilder: any GameBuilder, scoreStream: any ScoreStream, scoreSheetBuilder: any ScoreSheetBuilder) {
        self.gameBuilder = gameBuilder
        self.scoreSheetBuilder = scoreSheetBuilder
        scoreStream.observe { [weak self] scores in
            self?.scoreLabel = "\(scores.player1Wins) : \(scores.player2Wins) (\(scores.draws) drawn)"
        }
    }

    public func playGame() -> GameView { gameBuilder.gameView }
    public func showScoreSheet() -> ScoreSheetView { scoreSheetBuilder.scoreSheetView }
}

@MainActor
public final class GameView {
    private let mutableScoreStream: any MutableScoreStream
    private let playersStream: any PlayersStream
    private let scoreSheetBuilder: any ScoreSheetBuilder

    init(
        mutableScoreStream: any MutableScoreStream, playersStream: any PlayersStream,
        scoreSheetBuilder: any ScoreSheetBuilder
    ) {
        self.mutableScoreStream = mutableScoreStream
        self.playersStream = playersStream
        self.scoreSheetBuilder = scoreSheetBuilder
    }

    /// Ends the game with `result`: the score is recorded, and the banner names the winner.
    public func end(with result: GameResult) -> String {
        mutableScoreStream.record(result)
        let names = playersStream.names ?? (player1: "Player 1", player2: "Player 2")
        switch result {
        case .player1Wins: return "\(names.player1) won!"
        case .player2Wins: return "\(names.player2) won!"
        case .draw: return "It's a draw!"
        }
    }

    public func showScoreSheet() -> ScoreSheetView { scoreSheetBuilder.scoreSheetView }
}

@MainActor
public final class ScoreSheetView {
    private let scoreStream: any ScoreStream

    init(scoreStream: any ScoreStream) {
        self.scoreStream = scoreStream
    }

    public var scores: Scores { scoreStream.scores }
}
