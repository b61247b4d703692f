import Composition
import TerminalMenu

extension RootComponent {
    /// Every link of the app, each with the titles of the stack it opens, read by walking the destinations
    /// of a throwaway tree (an in-memory store, the sample user): no choice that acts is taken, no prompt
    /// answered.
    static func links() -> [MenuLinks.Link] {
        var navigation = sample(tracker: nil).root.navigation()
        return MenuLinks.all(on: &navigation)
    }

    /// Why `link` opens no screen of a throwaway tree, in one line naming a link that does, or `nil` when
    /// it opens one: what `feature-graph open` says before anything starts.
    static func refusal(of link: [String]) -> String? {
        var navigation = sample(tracker: nil).root.navigation()
        return MenuLinks.refusal(of: link, on: &navigation).map { "\($0) ('feature-graph links' lists every link)" }
    }
}
