// Claim: a child made under a parent that does not meet its dependency protocol does not compile (Needle stops at run time: "Missing dependency provider factory").
// Expect: error: initializer 'init(parent:)' requires that 'LoggedInComponent' conform to 'ScoreSheetDependency'
//
// Needle's sample makes a score sheet under the logged-in scope and under a game; its generator writes a
// provider for each path, and a score sheet made under any other parent finds none and stops when made.
// Here a child whose parent meets its needs is made from the parent alone, typed as the child's protocol:
// the logged-in scope below does not offer the scores, so making a score sheet under it is refused by the
// compiler. With `-D FIXED` it offers them and the file compiles.

import Core

final class ScoreStream {}

@MainActor protocol ScoreSheetDependency: Scope {
    var scoreStream: ScoreStream { get }
}

final class ScoreSheetComponent: Component<any ScoreSheetDependency> {
    init(parent: some ScoreSheetDependency) { super.init(parent: parent, dependency: parent) }
}

final class Root: BootstrapComponent {
    var loggedIn: LoggedInComponent { LoggedInComponent(parent: self) }
}

#if FIXED
    final class LoggedInComponent: Component<Void>, ScoreSheetDependency {
        private(set) lazy var scoreStream: ScoreStream = shared { ScoreStream() }
        var scoreSheet: ScoreSheetComponent { ScoreSheetComponent(parent: self) }
    }
#else
    final class LoggedInComponent: Component<Void> {
        var scoreSheet: ScoreSheetComponent { ScoreSheetComponent(parent: self) }
    }
#endif
