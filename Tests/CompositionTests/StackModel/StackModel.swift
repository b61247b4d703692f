/// The navigation stack as a plain list, with `ShelfRoot`'s map written as data: the spec `Navigation` is held to.
/// An entry opens the destinations of one feature (the main menu's, at the bottom); opening one of another
/// feature's through a route begins a visit when that feature is per visit; closing takes entries off the top and
/// ends the visits they began, the topmost first; a flow closes from its first step; a link is the segments of the
/// entries above the bottom, up to a flow's later step.
struct StackModel {
    private enum Arrival {
        case screen(title: String, offers: [String])
        case route(feature: String, destination: String)
    }

    private static let perVisit: Set = ["Book", "Form"]
    private static let map: [String: [String: Arrival]] = [
        "Shelf": [
            "shelf": .screen(title: "Shelf", offers: ["book", "form"]),
            "book": .route(feature: "Book", destination: "cover"),
            "form": .route(feature: "Form", destination: "start"),
        ],
        "Book": [
            "cover": .screen(title: "Cover", offers: ["page"]),
            "page": .screen(title: "Page", offers: ["shelf"]),
            "shelf": .route(feature: "Shelf", destination: "shelf"),
        ],
        "Form": [
            "start": .screen(title: "Start", offers: ["more"]),
            "more": .screen(title: "More", offers: ["done", "book"]),
            "done": .screen(title: "Done", offers: []),
            "book": .route(feature: "Book", destination: "cover"),
        ],
    ]
    /// The main menu's entries, by key: the feature and destination each opens.
    static let menu = ["1": ("Shelf", "shelf"), "2": ("Book", "cover"), "3": ("Form", "start")]
    private static let startsFlow: Set = ["Form start"]
    private static let laterSteps: Set = ["Form more", "Form done"]

    private struct Entry {
        /// Whose destinations it opens: a feature, or the menu.
        let opening: String
        let title: String
        let offers: [String]
        /// The destination it was opened with, as `feature destination`, and its segment.
        let destination: (named: String, segment: String)?
        let visit: (number: Int, feature: String)?
    }

    private var entries = [
        Entry(opening: "menu", title: "Shelves", offers: ["shelf", "cover", "start"], destination: nil, visit: nil)
    ]
    private var visits = 0
    private(set) var told: [String] = []

    mutating func apply(_ step: StackStep) -> [String] {
        told = []
        var result: String
        switch step {
        case .open(let feature, let destination):
            result =
                "notice: "
                + (open(feature, destination) ? "none" : "Nothing opens there (\(segment(feature, destination))).")
        case .close(let notice):
            close(toDepth: entries.count - 1)
            result = "notice: \(notice ?? "none")"
        case .closeFlow(let notice):
            close(
                toDepth: entries.lastIndex { $0.destination.map { Self.startsFlow.contains($0.named) } == true }
                    ?? entries.count - 1)
            result = "notice: \(notice ?? "none")"
        case .closeAll:
            close(toDepth: 1)
            result = "closed all"
        case .link(let segments):
            let stopped = segments.indices.first { index in
                let top = entries[entries.count - 1]
                guard top.offers.contains(segments[index]) else { return true }
                let entry = Self.menu.first { $0.value.1 == segments[index] }?.key
                return !open(top.opening, top.opening == "menu" ? entry ?? "" : segments[index])
            }
            result = "link stopped at " + (stopped.map(String.init) ?? "none")
        case .newStack:
            close(toDepth: 0)
            result = "a new stack"
        }
        return told + [result] + state
    }

    private var state: [String] {
        let above = entries.dropFirst().compactMap(\.destination)
        let end = above.firstIndex { Self.laterSteps.contains($0.named) } ?? above.endIndex
        let link = above[..<end].map(\.segment).joined(separator: "/")
        let inAFlow = end < above.endIndex
        return [
            "screens: " + entries.map(\.title).joined(separator: " / "),
            "features: "
                + entries.map { $0.opening == "menu" ? "CompositionTests" : $0.opening }.joined(separator: ", "),
            "link: \(inAFlow ? "none" : link), back: \(link)\(inAFlow ? " (in a flow)" : "")",
        ]
    }

    /// Opens `destination` of `feature` if the top entry opens that feature's destinations.
    private mutating func open(_ feature: String, _ destination: String) -> Bool {
        let top = entries[entries.count - 1]
        guard top.opening == feature else { return false }
        if feature == "menu", let (reached, first) = Self.menu[destination] {
            return push(reached, first, named: "\(reached) \(first)", segment: first, visit: begin(reached))
        }
        switch Self.map[feature]?[destination] {
        case .screen:
            return push(feature, destination, named: "\(feature) \(destination)", segment: destination, visit: nil)
        case .route(let reached, let arrival):
            return push(
                reached, arrival, named: "\(feature) \(destination)", segment: destination, visit: begin(reached))
        case nil:
            return false
        }
    }

    private mutating func push(
        _ feature: String, _ destination: String, named: String, segment: String, visit: (Int, String)?
    ) -> Bool {
        guard case .screen(let title, let offers) = Self.map[feature]?[destination] else { return false }
        entries.append(
            Entry(opening: feature, title: title, offers: offers, destination: (named, segment), visit: visit))
        return true
    }

    private mutating func begin(_ feature: String) -> (Int, String)? {
        guard Self.perVisit.contains(feature) else { return nil }
        visits += 1
        told.append("began visit \(visits) of \(feature)")
        return (visits, feature)
    }

    /// Leaves `depth` entries (the bottom one at least, but for a new stack) and ends the visits the others began.
    private mutating func close(toDepth depth: Int) {
        let leaving = entries.count - max(depth, 1)
        guard leaving > 0 || depth == 0 else { return }
        let left = depth == 0 ? entries : Array(entries.suffix(leaving))
        told += left.reversed().compactMap(\.visit).map { "ended visit \($0.number) of \($0.feature)" }
        entries.removeLast(max(leaving, 0))
    }

    private func segment(_ feature: String, _ destination: String) -> String {
        feature == "menu" ? Self.menu[destination].map(\.1) ?? destination : destination
    }
}

/// One thing done to the stack, as a front, a test or a walk does it.
enum StackStep: Sendable, CustomStringConvertible {
    /// Applies `.open` with `destination` of `feature` (`menu`: the main menu's entry of that key).
    case open(feature: String, destination: String)
    case close(notice: String?)
    case closeFlow(notice: String?)
    case closeAll
    case link([String])
    /// Lets go of the stack, which ends every visit still open on it, and takes a new one.
    case newStack

    var description: String {
        switch self {
        case .open(let feature, let destination): "open \(destination) of \(feature)"
        case .close(let notice): "close\(notice.map { " saying \($0)" } ?? "")"
        case .closeFlow(let notice): "close the flow\(notice.map { " saying \($0)" } ?? "")"
        case .closeAll: "close all"
        case .link(let segments): "open the link \(segments.joined(separator: "/"))"
        case .newStack: "a new stack"
        }
    }
}
