import Core
import LifetimeDiagnostics
import Testing

@testable import TicTacToe

/// The port keeps the sample's sharing: the root's players reach every game, one logged-in scope's
/// scores reach its games and every score sheet, two levels down included, and each scope's streams go
/// with it.
@MainActor
@Suite struct TicTacToePortTests {
    @Test func playersNamedWhileLoggedOutAreTheOnesAGameNames() {
        let root = RootComponent()
        guard case .loggedOut(let loggedOut) = root.rootView.show() else {
            Issue.record("the app starts logged in")
            return
        }
        loggedOut.login(player1: "Ada", player2: "")

        guard case .loggedIn(let loggedIn) = root.rootView.show() else {
            Issue.record("naming the players does not log in")
            return
        }
        #expect(loggedIn.playGame().end(with: .player1Wins) == "Ada won!")
        #expect(loggedIn.playGame().end(with: .player2Wins) == "Player 2 won!")
    }

    @Test func aGamesScoreSheetReadsTheScoresOfItsLoggedInScopeTwoLevelsUp() {
        let loggedIn = RootComponent().loggedInComponent
        let view = loggedIn.loggedInView
        let game = view.playGame()
        _ = game.end(with: .player2Wins)
        _ = view.playGame().end(with: .draw)

        let expected = Scores(player1Wins: 0, player2Wins: 1, draws: 1)
        #expect(game.showScoreSheet().scores == expected)
        #expect(view.showScoreSheet().scores == expected)
        #expect(view.scoreLabel == "0 : 1 (1 drawn)")
    }

    /// Needle's `shared` is one instance per component instance: so is a `lazy var` made through `shared`.
    @Test func eachLoggedInScopeHasScoresOfItsOwn() {
        let root = RootComponent()
        let first = root.loggedInComponent
        let second = root.loggedInComponent
        _ = first.gameComponent.gameView.end(with: .player1Wins)

        #expect(first.scoreStream === first.mutableScoreStream)
        #expect(first.scoreStream !== second.scoreStream)
        #expect(second.scoreSheetComponent.scoreSheetView.scores == Scores())
        #expect(root.playersStream === root.mutablePlayersStream)
    }

    @Test func aLoggedInScopesStreamIsReleasedWithTheScope() {
        let root = RootComponent()
        var loggedIn: LoggedInComponent? = root.loggedInComponent
        var game: GameView? = loggedIn?.gameComponent.gameView
        weak let scores = loggedIn?.scoreStream
        #expect(scores != nil)

        loggedIn = nil
        #expect(scores != nil, "a game still open keeps its scope's scores")
        game = nil
        #expect(scores == nil)
        withExtendedLifetime((root, game)) {}
    }

    /// The line a port copies from Needle as is compiles, and makes a new stream on every access: the
    /// diagnostics report it with the place of the `shared` call.
    @Test func aSharedMemberCopiedAsAComputedPropertyIsReported() {
        let tracker = LifetimeTracker()
        let copied = CopiedFromNeedle(parent: RootComponent(observer: tracker))
        #expect(copied.mutableScoreStream !== copied.mutableScoreStream)

        #expect(tracker.remadeShared.map(\.member.line) == [CopiedFromNeedle.sharedLine])
        #expect(tracker.remadeShared.first?.description.hasSuffix("declare it `lazy var … = shared { … }`") == true)
    }
}

/// The logged-in scope as Needle writes its shared member.
private final class CopiedFromNeedle: Component<Void> {
    static let sharedLine: UInt = #line + 1
    var mutableScoreStream: any MutableScoreStream { shared { ScoreStreamImpl() } }
}
