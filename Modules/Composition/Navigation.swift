import TerminalScreen

/// Where the user is: the screens open now, the main menu at the bottom, each with the feature it belongs to
/// and the destination it was opened for. One function changes it, `apply(_:)`, which the menu, the tests and
/// every walk share: it makes the screen of each destination opened, through the root's declaration of the
/// feature that owns it, and ends a visit when the entry that began it leaves. The bottom screen never closes.
/// Written as text, the stack above it is a link: `profile/privacy/photos`.
///
/// Only a root makes one (`FeatureRoot.navigation()`), and it cannot be copied: the front that shows screens
/// holds it, so nothing else keeps a visit's screens or shows a stale one. Let go of, it ends every visit still
/// open on it, as closing its screens would.
@MainActor
public struct Navigation: ~Copyable {
    fileprivate struct Entry {
        let screen: any Screen
        let feature: String
        /// The destination the screen was opened for, as the screen below named it; `nil` for the bottom one.
        let destination: (any Destination)?
        /// The feature that made the screen, which opens the destinations its screens answer with.
        let opening: Opening
        /// What ends the visit this entry began, if it began one.
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

    /// How many screens are open, the bottom one included.
    public var depth: Int { entries.count }

    /// Every open screen, bottom first.
    public var screens: [any Screen] { entries.map(\.screen) }

    /// The feature of each open screen, bottom first.
    public var features: [String] { entries.map(\.feature) }

    /// Where the user is, as a link: the segment of each screen above the bottom one, joined by `/` (empty
    /// on the bottom screen); `nil` inside a flow past its first step, which no link opens.
    public var link: String? {
        let above = entries.dropFirst().compactMap(\.destination)
        guard !above.contains(where: \.isLaterStep) else { return nil }
        return above.map(\.segment).joined(separator: "/")
    }

    /// Applies what a screen answered: opens the destination it names, or closes the top screen or the
    /// innermost open flow, ending each visit whose entry leaves. Returns the notice to show, if any.
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

    /// Closes every screen above the bottom one.
    public mutating func closeAll() {
        close(toDepth: 1)
    }

    /// Opens, each above the last, the destination every segment of `link` names among the choices of the
    /// screen on top, as a person would choose them. Returns the position of the first segment that names
    /// none, with the stack open up to it; `nil` once every one is open.
    public mutating func open(link segments: [String]) -> Int? {
        for (position, segment) in segments.enumerated() {
            guard case .choices(let choices) = top.request,
                let destination = choices.lazy.compactMap(\.destination).first(where: { $0.segment == segment }),
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

    /// The entry for `destination`, of the top screen's feature, or, reached through `way`, of another's: its
    /// screen, made by the feature's component. A destination given by one feature that leads to another's
    /// keeps, in the entry, the segment the first feature gave it.
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

/// The entries of one navigation stack, which it alone holds: when it goes, every visit still open on it ends.
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
