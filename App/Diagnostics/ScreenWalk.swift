import TerminalScreen

/// Every screen the app can show, reached as a person would reach it: from the main menu, each choice of
/// each menu in turn, and an empty line at each prompt, which keeps the current value and moves on. A
/// screen that a choice opens is walked before the next choice. The graph export describes what the walk
/// opens, and tests walk the real app with it, so neither keeps a list of screens or scopes by hand.
@MainActor
package enum ScreenWalk {
    /// The screens reached from `home`, `home` first, in the order they were shown; `depth` bounds the
    /// walk should a screen keep opening new ones.
    package static func screens(from home: any Screen, depth: Int = 8) -> [any Screen] {
        var shown: [any Screen] = []
        walk(home, depth: depth, into: &shown)
        return shown
    }

    private static func walk(_ screen: any Screen, depth: Int, into shown: inout [any Screen]) {
        shown.append(screen)
        guard depth > 0 else { return }
        switch screen.request {
        case .choices(let choices):
            for choice in choices { follow(choice.action(), depth: depth, into: &shown) }
        case .prompt(_, let answer):
            follow(answer(""), depth: depth, into: &shown)
        }
    }

    private static func follow(_ outcome: ScreenOutcome, depth: Int, into shown: inout [any Screen]) {
        switch outcome {
        case .open(let next), .openFlow(let next): walk(next, depth: depth - 1, into: &shown)
        case .stay, .close, .closeFlow: return
        }
    }
}
