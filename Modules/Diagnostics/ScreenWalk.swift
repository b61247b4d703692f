import Composition
import TerminalScreen

/// Every screen the app can show, reached as a person would reach it, on a root's navigation stack: from the
/// screen on top, each choice of each menu in turn, and an empty line at each prompt, which keeps the current
/// value and moves on. A screen that a choice opens is walked, then closed, before the next choice. It runs
/// what each choice does, so the docs walk it over a throwaway store to write the menu map; the graph export
/// does not walk.
@MainActor
public enum ScreenWalk {
    public struct Step {
        public let screen: any Screen
        public let request: ScreenRequest
        public let depth: Int
        /// Where the screen is, as a link (`Navigation.link`): `nil` for a later step of a flow.
        public let link: String?
        /// The title of each screen open, the bottom one first and this one last.
        public let titles: [String]
        /// The prompts a prompt screen asks after its first, each reached by keeping the value before it.
        public var laterPrompts: [String] = []
    }

    /// A link of the app: the screen it opens, and the title of each screen of the stack it opens, the
    /// bottom one first.
    public struct Link: Equatable {
        public let text: String
        public let titles: [String]
    }

    /// The screens reached from the top of `navigation`, it first, in the order they were shown;
    /// `maximumDepth` bounds the walk should a screen keep opening new ones.
    public static func steps(on navigation: inout Navigation, maximumDepth: Int = 8) -> [Step] {
        var shown: [Step] = []
        walk(&navigation, maximumDepth: maximumDepth, into: &shown)
        return shown
    }

    /// Every link from the top of `navigation`: each screen reached by choices that do nothing but open a
    /// destination, in the order a walk reaches them. No action runs and no prompt is answered.
    public static func links(on navigation: inout Navigation, maximumDepth: Int = 8) -> [Link] {
        var links: [Link] = []
        walkLinks(&navigation, maximumDepth: maximumDepth, into: &links)
        return links
    }

    private static func walkLinks(_ navigation: inout Navigation, maximumDepth: Int, into links: inout [Link]) {
        guard navigation.depth <= maximumDepth, case .choices(let choices) = navigation.top.request else { return }
        for destination in choices.compactMap(\.destination) where !destination.isLaterStep {
            let depth = navigation.depth
            navigation.apply(.open(destination))
            if navigation.depth > depth, let link = navigation.link {
                links.append(Link(text: link, titles: navigation.screens.map(\.title)))
                walkLinks(&navigation, maximumDepth: maximumDepth, into: &links)
            }
            close(&navigation, toDepth: depth)
        }
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

    /// Walks the screen `outcome` opens, if it opens one, by the menu's own `Navigation.apply`, then closes
    /// it: whatever else a choice answers leaves the stack as it was.
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
