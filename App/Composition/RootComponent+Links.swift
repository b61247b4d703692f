import Composition
import Diagnostics
import TerminalScreen

extension RootComponent {
    /// Every link of the app, each with the titles of the stack it opens, read by walking the destinations
    /// of a throwaway tree (an in-memory store, the sample user): no choice that acts is taken, no prompt
    /// answered.
    static func links() -> [ScreenWalk.Link] {
        var navigation = sample(tracker: nil).root.navigation()
        return ScreenWalk.links(on: &navigation)
    }

    /// Why `link` opens no screen of a throwaway tree, in one line naming a link that does, or `nil` when
    /// it opens one: what `feature-graph open` says before anything starts.
    static func refusal(of link: [String]) -> String? {
        var navigation = sample(tracker: nil).root.navigation()
        guard let stop = navigation.open(link: link) else { return nil }
        let reached = link.prefix(stop).joined(separator: "/")
        let segment = link[stop]
        if navigation.destinationOfTheTopFeature(named: segment)?.isLaterStep == true {
            return "\(segment) is a later step of a flow: a link opens only its first step, \(reached) "
                + "('feature-graph links' lists every link)"
        }
        let place = reached.isEmpty ? "on the main menu" : "under \(reached)"
        let closest = closestLink(to: link, stoppingAt: stop, among: links().map(\.text))
        return
            "no screen '\(segment)' \(place); the closest link is \(closest) ('feature-graph links' lists every link)"
    }

    /// The link nearest to `link`, which opens nothing from its segment at `stop` on: among the links below
    /// what it did open, the shortest that ends in that segment, else the fewest edits away.
    static func closestLink(to link: [String], stoppingAt stop: Int, among links: [String]) -> String {
        let reached = link.prefix(stop).joined(separator: "/")
        let below = links.filter { reached.isEmpty || $0.hasPrefix(reached + "/") }
        let candidates = below.isEmpty ? links : below
        let sameEnd = links.filter { $0.split(separator: "/").last.map(String.init) == link[stop] }
        let sameEndBelow = sameEnd.filter(candidates.contains)
        if let match = (sameEndBelow.isEmpty ? sameEnd : sameEndBelow).min(by: { $0.count < $1.count }) {
            return match
        }
        let text = link.joined(separator: "/")
        return candidates.min { edits(from: text, to: $0) < edits(from: text, to: $1) } ?? ""
    }

    /// How many characters must be inserted, deleted or replaced to turn `source` into `target`.
    private static func edits(from source: String, to target: String) -> Int {
        let (source, target) = (Array(source), Array(target))
        var previous = Array(0...target.count)
        for (i, character) in source.enumerated() {
            var current = [i + 1]
            for (j, other) in target.enumerated() {
                current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (character == other ? 0 : 1)))
            }
            previous = current
        }
        return previous[target.count]
    }
}
