import Composition
import TerminalScreen

/// The links of a root's screens, read by walking its stack, and what is said of a link that opens none, in
/// the same words by the app's `links`, `open` and `resume` and by each feature alone.
@MainActor
public enum MenuLinks {
    public struct Link: Equatable {
        public let text: String
        public let titles: [String]
    }

    /// Every link from the top of `navigation`, following only choices that open a destination: no action runs.
    public static func all(on navigation: inout Navigation, maximumDepth: Int = 8) -> [Link] {
        var links: [Link] = []
        walk(&navigation, maximumDepth: maximumDepth, into: &links)
        return links
    }

    /// Why `link` opens no screen from the top of `navigation`, in one line naming a link that does, or `nil`
    /// when it opens one (and `navigation` shows it). Each segment is quoted as the user typed it, escaped.
    public static func refusal(of link: [String], on navigation: inout Navigation) -> String? {
        let depth = navigation.depth
        guard let stop = navigation.open(link: link) else { return nil }
        let reached = link.prefix(stop).joined(separator: "/")
        let segment = DisplayText.quoted(link[stop])
        if navigation.destinationOfTheTopFeature(named: link[stop])?.isLaterStep == true {
            return "\(segment) is a later step of a flow: a link opens only its first step, \(reached)"
        }
        while navigation.depth > depth { navigation.apply(.close()) }
        let place = reached.isEmpty ? "on the main menu" : "under \(reached)"
        let closest = closest(to: link, stoppingAt: stop, among: all(on: &navigation).map(\.text))
        return "no screen '\(segment)' \(place); the closest link is \(closest)"
    }

    /// The link nearest to `link`, which opens nothing from its segment at `stop` on: among the links below
    /// what it did open, the shortest that ends in that segment, else the fewest edits away.
    static func closest(to link: [String], stoppingAt stop: Int, among links: [String]) -> String {
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
    static func edits(from source: String, to target: String) -> Int {
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

    private static func walk(_ navigation: inout Navigation, maximumDepth: Int, into links: inout [Link]) {
        guard navigation.depth <= maximumDepth, case .choices(let choices) = navigation.top.request else { return }
        for destination in choices.compactMap(\.destination) where !destination.isLaterStep {
            let depth = navigation.depth
            navigation.apply(.open(destination))
            if navigation.depth > depth, let link = navigation.link {
                links.append(Link(text: link, titles: navigation.screens.map(\.title)))
                walk(&navigation, maximumDepth: maximumDepth, into: &links)
            }
            while navigation.depth > depth { navigation.apply(.close()) }
        }
    }
}
