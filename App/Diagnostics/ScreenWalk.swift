import TerminalScreen

/// Every screen the app can show, reached as a person would reach it: from the main menu, each choice of
/// each menu in turn, and an empty line at each prompt, which keeps the current value and moves on. A
/// screen that a choice opens is walked before the next choice. The graph export, the docs and the tests
/// walk the real app with it, so none of them keeps a list of screens or scopes by hand.
@MainActor
package enum ScreenWalk {
    package struct Step {
        package let screen: any Screen
        package let request: ScreenRequest
        package let depth: Int
    }

    /// The screens reached from `home`, `home` first, in the order they were shown; `maximumDepth` bounds
    /// the walk should a screen keep opening new ones.
    package static func steps(from home: any Screen, maximumDepth: Int = 8) -> [Step] {
        var shown: [Step] = []
        walk(home, depth: 0, maximumDepth: maximumDepth, into: &shown)
        return shown
    }

    package static func screens(from home: any Screen) -> [any Screen] {
        steps(from: home).map(\.screen)
    }

    private static func walk(_ screen: any Screen, depth: Int, maximumDepth: Int, into shown: inout [Step]) {
        shown.append(Step(screen: screen, request: screen.request, depth: depth))
        guard depth < maximumDepth else { return }
        switch screen.request {
        case .choices(let choices):
            for choice in choices { follow(choice.action(), depth: depth, maximumDepth: maximumDepth, into: &shown) }
        case .prompt(_, let answer):
            follow(answer(""), depth: depth, maximumDepth: maximumDepth, into: &shown)
        }
    }

    private static func follow(_ outcome: ScreenOutcome, depth: Int, maximumDepth: Int, into shown: inout [Step]) {
        switch outcome {
        case .open(let next), .openFlow(let next):
            walk(next, depth: depth + 1, maximumDepth: maximumDepth, into: &shown)
        case .stay, .close, .closeFlow: return
        }
    }
}
