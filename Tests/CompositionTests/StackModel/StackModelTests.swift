import Composition
import Foundation
import TerminalScreen
import TestSupport
import Testing

/// `Navigation` held to `StackModel`: thousands of runs of steps made up from a seed — opening any destination,
/// whether or not the top screen offers it, closing, closing a flow, closing all, links, a new stack — each played on
/// a real stack over `ShelfRoot`, and what it answers, shows and tells of visits compared with the model's, whole
/// and in order. A run that differs is shrunk to the shortest that still differs and printed with its seed.
@MainActor
@Suite(.limitForATest) struct StackModelTests {
    @Test func theStackDoesWhatTheModelOfAStackDoesOnEveryGeneratedRun() {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["STACK_MODEL_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 0..<1 << 48)
        let runs = environment["STACK_MODEL_RUNS"].flatMap { Int($0) } ?? 2_000
        print("StackModelTests: \(runs) runs from seed \(seed) (STACK_MODEL_SEED=\(seed) plays them again)")
        for index in 0..<runs {
            var random = SeededRandom(seed: seed &+ UInt64(index))
            let steps = (0..<Int.random(in: 1...20, using: &random)).map { _ in Self.step(using: &random) }
            guard Self.difference(steps) != nil else { continue }
            var shortest = steps
            var shrunk = true
            while shrunk {
                shrunk = false
                for index in shortest.indices {
                    var smaller = shortest
                    smaller.remove(at: index)
                    if Self.difference(smaller) != nil {
                        (shortest, shrunk) = (smaller, true)
                        break
                    }
                }
            }
            Issue.record(
                """
                The stack and its model differ on run \(index + 1) of seed \(seed). The shortest run that still \
                differs:
                \(shortest.map { "    \($0)" }.joined(separator: "\n"))
                \(Self.difference(shortest) ?? "")
                """)
            return
        }
    }

    /// Plays `steps` on a new stack and on the model, then a new stack; where they first differ, if they do.
    static func difference(_ steps: [StackStep]) -> String? {
        let root = ShelfRoot()
        let tree = root.boot()
        var navigation = root.navigation()
        guard case .choices(let menu) = navigation.top.request else { return "the main menu offers no choices" }
        var model = StackModel()
        var played: [String] = []
        var modelled: [String] = []
        var held: [any Screen] = []  // so that each visit's component is still there to be told ended
        for step in steps + [.newStack] {
            played.append("> \(step)")
            modelled.append("> \(step)")
            let result: String
            switch step {
            case .open(let feature, let destination):
                let notice = navigation.apply(.open(Self.destination(destination, of: feature, menu: menu)))
                result = "notice: \(notice?.text ?? "none")"
            case .close(let notice):
                result = "notice: \(navigation.apply(.close(notice: notice.map { Notice($0) }))?.text ?? "none")"
            case .closeFlow(let notice):
                result = "notice: \(navigation.apply(.closeFlow(notice: notice.map { Notice($0) }))?.text ?? "none")"
            case .closeAll:
                navigation.closeAll()
                result = "closed all"
            case .link(let segments):
                result = "link stopped at " + (navigation.open(link: segments).map(String.init) ?? "none")
            case .newStack:
                navigation = root.navigation()
                result = "a new stack"
            }
            held += navigation.screens
            let back = navigation.linkBack
            played +=
                root.visits.taking() + [result] + [
                    "screens: " + navigation.screens.map(\.title).joined(separator: " / "),
                    "features: " + navigation.features.joined(separator: ", "),
                    "link: \(navigation.link ?? "none"), back: \(back.text)\(back.inAFlow ? " (in a flow)" : "")",
                ]
            modelled += model.apply(step)
        }
        withExtendedLifetime((tree, held)) {}
        guard played != modelled else { return nil }
        let first = zip(played, modelled).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? 0
        let shown = { (lines: [String]) in
            lines.indices.filter { abs($0 - first) < 6 }.map { "    \($0 == first ? ">" : " ") \(lines[$0])" }
                .joined(separator: "\n")
        }
        return "The stack:\n\(shown(played))\nThe model:\n\(shown(modelled))"
    }

    private static func destination(_ name: String, of feature: String, menu: [ScreenChoice]) -> any Destination {
        switch feature {
        case "Shelf": ShelfDestination(rawValue: name) ?? .shelf
        case "Book": BookDestination(rawValue: name) ?? .cover
        case "Form": FormDestination(rawValue: name) ?? .start
        default: menu.first { $0.key == name }?.destination ?? ShelfDestination.shelf
        }
    }

    private static func step(using random: inout SeededRandom) -> StackStep {
        let segments = ["shelf", "book", "form", "cover", "page", "start", "more", "done", "nowhere"]
        let notice = Bool.random(using: &random) ? "Saved." : nil
        switch Int.random(in: 0..<20, using: &random) {
        case 0..<9:
            let feature = ["menu", "Shelf", "Book", "Form"].randomElement(using: &random) ?? "menu"
            let names =
                feature == "menu"
                ? ["1", "2", "3"]
                : [
                    "Shelf": ["shelf", "book", "form"], "Book": ["cover", "page", "shelf"],
                    "Form": ["start", "more", "done", "book"],
                ][feature] ?? []
            return .open(feature: feature, destination: names.randomElement(using: &random) ?? "")
        case 9..<12: return .close(notice: notice)
        case 12..<15: return .closeFlow(notice: notice)
        case 15: return .closeAll
        case 16..<19:
            return .link(
                (0..<Int.random(in: 1...4, using: &random)).map { _ in segments.randomElement(using: &random) ?? "" })
        default: return .newStack
        }
    }
}
