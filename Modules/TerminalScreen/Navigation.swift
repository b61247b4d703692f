/// Where the user is: the screens open now, the first at the bottom, each with the feature it belongs to, the
/// destination it was opened for and whether it opened a flow. One function changes it, `apply(_:)`, which the
/// menu, the tests and every walk share: it makes the screen of each destination opened, through the feature
/// that owns it, and ends a visit when the entry that began it leaves. The bottom screen (the main menu) never
/// closes. Written as text, the stack above it is a link: `profile/privacy/photos`.
@MainActor
public struct Navigation {
    @MainActor
    public struct Entry {
        public let screen: any Screen
        /// The feature the screen belongs to, as it declares it: `QuoteFeature`.
        public let feature: String
        /// The destination the screen was opened for; `nil` for the bottom screen.
        public let destination: AnyDestination?
        /// The feature whose destinations the screen answers with: the one that made it.
        fileprivate let opening: Opening?
        /// What ends the visit this entry began, if it began one.
        fileprivate let endVisit: (() -> Void)?

        /// Whether the screen opened a flow: closing the flow comes back to the screen below it.
        public var startsFlow: Bool { destination?.startsFlow ?? false }
    }

    public private(set) var entries: [Entry]

    /// Navigation that starts on `home`.
    public init(home: any Screen) {
        entries = [Entry(screen: home, feature: home.feature, destination: nil, opening: nil, endVisit: nil)]
    }

    public var top: any Screen { entries[entries.count - 1].screen }

    /// How many screens are open, the bottom one included.
    public var depth: Int { entries.count }

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
            close(toDepth: entries.lastIndex { $0.startsFlow } ?? depth - 1)
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
    public func destinationOfTheTopFeature(named segment: String) -> AnyDestination? {
        entries[entries.count - 1].opening?.destinations().first { $0.segment == segment }
    }

    /// The entry for `destination`: its screen, made by the feature the destination's opening reaches, else
    /// by the feature of the top screen. A feature's route to another goes on to that one's destination, and
    /// the entry keeps the segment the first feature gave it.
    private func entry(for destination: AnyDestination, as named: AnyDestination? = nil) -> Entry? {
        let opened = destination.opening?(link ?? "")
        guard let opening = opened ?? entries[entries.count - 1].opening,
            let arrival = opening.arrive(destination)
        else { return nil }
        switch arrival {
        case .screen(let screen):
            return Entry(
                screen: screen, feature: screen.feature, destination: named ?? destination, opening: opening,
                endVisit: opened?.endVisit)
        case .route(let next):
            return entry(for: next, as: named ?? destination)
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
