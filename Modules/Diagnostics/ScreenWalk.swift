import Composition
import TerminalScreen

/// Every screen the app can show, reached as a person would, on a root's stack: each choice in turn and an
/// empty line at each prompt, each screen opened walked then closed. It runs what each choice does, so the docs
/// walk it over a throwaway store.
@MainActor
public enum ScreenWalk {
    public struct Step {
        public let screen: any Screen
        public let request: ScreenRequest
        public let depth: Int
        public let link: String?
        public let titles: [String]
        /// The prompts asked after the first, each reached by keeping the value before it.
        public var laterPrompts: [String] = []
    }

    /// The screens reached from the top of `navigation`, in the order shown, at most `maximumDepth` deep.
    public static func steps(on navigation: inout Navigation, maximumDepth: Int = 8) -> [Step] {
        var shown: [Step] = []
        walk(&navigation, maximumDepth: maximumDepth, into: &shown)
        return shown
    }

    private static func walk(_ navigation: inout Navigation, maximumDepth: Int, into shown: inout [Step]) {
        let screen = navigation.top
        shown.append(
            Step(
                screen: screen, request: screen.request, depth: navigation.depth - 1, link: navigation.link,
                titles: navigation.screens.map(\.title)))
        guard navigation.depth <= maximumDepth else { return }
        switch screen.request {
        case .choices(let choices):
            for choice in choices {
                follow(choice.action(), on: &navigation, maximumDepth: maximumDepth, into: &shown)
            }
        case .prompt(let label, let answer):
            var asked = [label]
            var outcome = answer("")
            while case .stay = outcome, case .prompt(let next, let answerNext) = screen.request, !asked.contains(next) {
                asked.append(next)
                outcome = answerNext("")
            }
            shown[shown.count - 1].laterPrompts = Array(asked.dropFirst())
            follow(outcome, on: &navigation, maximumDepth: maximumDepth, into: &shown)
        }
    }

    /// Walks the screen `outcome` opens, if any, then closes it: any other answer leaves the stack as it was.
    private static func follow(
        _ outcome: ScreenOutcome, on navigation: inout Navigation, maximumDepth: Int, into shown: inout [Step]
    ) {
        guard case .open = outcome else { return }
        let depth = navigation.depth
        navigation.apply(outcome)
        if navigation.depth > depth { walk(&navigation, maximumDepth: maximumDepth, into: &shown) }
        close(&navigation, toDepth: depth)
    }

    private static func close(_ navigation: inout Navigation, toDepth depth: Int) {
        while navigation.depth > depth { navigation.apply(.close()) }
    }
}
