// Claim: a child made under a parent that does not meet its dependency protocol does not compile (Needle stops at run time: "Missing dependency provider factory").
// Expect: error: argument type 'LoggedInComponent' does not conform to expected type 'ScoreSheetDependency'
//
// Needle's sample makes a score sheet under the logged-in scope and under a game; its generator writes a
// provider for each path, and a score sheet made under any other parent finds none and stops when made.
// Here the parent is the dependency: the logged-in scope below does not offer the scores, so making a
// score sheet under it is refused by the compiler. With `-D FIXED` it offers them and the file compiles.

import Core

final class ScoreStream {}

@MainActor protocol ScoreSheetDependency: Scope {
    var scoreStream: ScoreStream { get }
}

final class ScoreSheetComponent: Component<any ScoreSheetDependency> {}

final class Root: BootstrapComponent {
    var loggedIn: LoggedInComponent { LoggedInComponent(parent: self) }
}

#if FIXED
    final class LoggedInComponent: Component<Void>, ScoreSheetDependency {
        private(set) lazy var scoreStream: ScoreStream = shared { ScoreStream() }
        var scoreSheet: ScoreSheetComponent { ScoreSheetComponent(parent: self, dependency: self) }
    }
#else
    final class LoggedInComponent: Component<Void> {
        var scoreSheet: ScoreSheetComponent { ScoreSheetComponent(parent: self, dependency: self) }
    }
#endif
