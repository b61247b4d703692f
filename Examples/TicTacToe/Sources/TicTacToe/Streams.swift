// The values the scopes share, as Needle's sample shares them through RxSwift streams: here a current
// value and the handlers told of each change, so that the port needs nothing but the toolchain.

/// Who plays, once the logged-out screen has both names.
@MainActor
public protocol PlayersStream: AnyObject {
    var names: (player1: String, player2: String)? { get }
}

@MainActor
public protocol MutablePlayersStream: PlayersStream {
    func update(player1: String, player2: String)
}

/// The running score of one logged-in session.
public struct Scores: Equatable, Sendable {
    public var player1Wins = 0
    public var player2Wins = 0
    public var draws = 0
}

public enum GameResult: Sendable {
    case player1Wins, player2Wins, draw
}

@MainActor
public protocol ScoreStream: AnyObject {
    var scores: Scores { get }
    /// Calls `handler` with the scores now and after each game recorded.
    func observe(_ handler: @escaping (Scores) -> Void)
}

@MainActor
public protocol MutableScoreStream: ScoreStream {
    func record(_ result: GameResult)
}

final class PlayersStreamImpl: MutablePlayersStream {
    private(set) var names: (player1: String, player2: String)?

    func update(player1: String, player2: String) {
        names = (player1, player2)
    }
}

final class ScoreStreamImpl: MutableScoreStream {
    private(set) var scores = Scores()
    private var handlers: [(Scores) -> Void] = []

    func observe(_ handler: @escaping (Scores) -> Void) {
        handlers.append(handler)
        handler(scores)
    }

    func record(_ result: GameResult) {
        switch result {
        case .player1Wins: scores.player1Wins += 1
        case .player2Wins: scores.player2Wins += 1
        case .draw: scores.draws += 1
        }
        for handler in handlers { handler(scores) }
    }
}
