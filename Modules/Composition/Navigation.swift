import TerminalScreen

/// Where the user is: the open screens, the main menu at the bottom, changed by one function, `apply(_:)`,
/// which opens each destination through the root's declaration of its feature and ends a visit when the entry
/// that began it leaves, or when the stack goes. As text, it is a link: `profile/privacy/photos`. Only a root
/// makes one, and it cannot be copied: the front that shows screens holds it.
@MainActor
public struct Navigation: ~Copyable {
    fileprivate struct Entry {
        let screen: any Screen
        let feature: String
        let destination: (any Destination)?
        let opening: Opening
        let endVisit: (() -> Void)?
    }

    private let stack: Stack
    private var entries: [Entry] {
        get { stack.entries }
        nonmutating set { stack.entries = newValue }
    }

    init(home: any Screen, opening: Opening) {
        stack = Stack(Entry(screen: home, feature: home.feature, destination: nil, opening: opening, endVisit: nil))
    }

    public var top: any Screen { entries[entries.count - 1].screen }

    public var depth: Int { entries.count }

    public var screens: [any Screen] { entries.map(\.screen) }

    public var features: [String] { entries.map(\.feature) }

    /// The link of the top screen (empty on the bottom one); `nil` inside a flow past its first step.
    public var link: String? { linkBack.inAFlow ? nil : linkBack.text }

    /// The link that comes back here: the top screen's, or, inside a flow past its first step, the first
    /// step's (`inAFlow`).
    public var linkBack: (text: String, inAFlow: Bool) {
        let above = entries.dropFirst().compactMap(\.destination)
        let end = above.firstIndex(where: \.isLaterStep) ?? above.endIndex
        return (above[..<end].map(\.segment).joined(separator: "/"), end < above.endIndex)
    }

    /// Applies what a screen answered; returns the notice to show, if any.
    @discardableResult
    public mutating func apply(_ outcome: ScreenOutcome) -> Notice? {
        switch outcome {
        case .stay(let notice):
            return notice
        case .open(let destination):
            guard let entry = entry(for: destination) else { return "Nothing opens there (\(destination.segment))." }
            entries.append(entry)
            return nil
        case .close(let notice):
            close(toDepth: depth - 1)
            return notice
        case .closeFlow(let notice):
            close(toDepth: entries.lastIndex { $0.destination?.startsFlow == true } ?? depth - 1)
            return notice
        }
    }

    public mutating func closeAll() {
        close(toDepth: 1)
    }

    /// Opens each segment of `link` among the top screen's choices, as a person would, a segment a destination
    /// had before a rename as its new one unless another has it now; returns the position of the first that
    /// names none (the stack open up to it), or `nil`.
    public mutating func open(link segments: [String]) -> Int? {
        for (position, segment) in segments.enumerated() {
            guard case .choices(let choices) = top.request else { return position }
            let offered = choices.lazy.compactMap(\.destination)
            guard
                let destination = offered.first(where: { $0.segment == segment })
                    ?? offered.first(where: { $0.formerSegments.contains(segment) }),
                let entry = entry(for: destination)
            else { return position }
            entries.append(entry)
        }
        return nil
    }

    /// The destination of the top screen's feature that `segment` names, whether or not the screen offers it.
    public func destinationOfTheTopFeature(named segment: String) -> (any Destination)? {
        entries[entries.count - 1].opening.destinations().first { $0.segment == segment }
    }

    /// The entry for `destination`, of the top screen's feature or reached through `way`, named as the first
    /// feature named it (`quote/remind`).
    private func entry(for destination: any Destination, through way: Way? = nil, as named: (any Destination)? = nil)
        -> Entry?
    {
        let reached = way?.reach()
        guard way == nil || reached != nil, let opening = reached ?? entries.last?.opening,
            let arrival = opening.arrive(destination)
        else { return nil }
        switch arrival {
        case .screen(let screen):
            return Entry(
                screen: screen, feature: screen.feature, destination: named ?? destination, opening: opening,
                endVisit: reached?.endVisit)
        case .way(let next):
            return entry(for: next.destination, through: next, as: named ?? destination)
        }
    }

    private mutating func close(toDepth depth: Int) {
        let leaving = entries.count - max(depth, 1)
        guard leaving > 0 else { return }
        let ended = entries.suffix(leaving).reversed().compactMap(\.endVisit)
        entries.removeLast(leaving)
        for endVisit in ended { endVisit() }
    }
}

/// The entries of one stack, which it alone holds: when it goes, every visit still open on it ends.
@MainActor
private final class Stack {
    var entries: [Navigation.Entry]

    init(_ home: Navigation.Entry) {
        entries = [home]
    }

    isolated deinit {
        for endVisit in entries.reversed().compactMap(\.endVisit) { endVisit() }
    }
}
