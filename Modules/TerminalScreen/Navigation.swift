/// Where the user is: the screens open now, the first at the bottom, each with the feature it belongs to
/// and whether it opened a flow. One function changes it, `apply(_:)`, which the menu, the tests and the
/// walk of every screen share. The bottom screen (the main menu) never closes.
@MainActor
public struct Navigation {
    @MainActor
    public struct Entry {
        public let screen: any Screen
        /// The feature the screen belongs to, as it declares it: `QuoteFeature`.
        public let feature: String
        /// Whether the screen opened a flow: closing the flow comes back to the screen below it.
        public let startsFlow: Bool

        init(_ screen: any Screen, startsFlow: Bool) {
            self.screen = screen
            feature = screen.feature
            self.startsFlow = startsFlow
        }
    }

    public private(set) var entries: [Entry]

    /// Navigation that starts on `home`.
    public init(home: any Screen) {
        entries = [Entry(home, startsFlow: false)]
    }

    public var top: any Screen { entries[entries.count - 1].screen }

    /// How many screens are open, the bottom one included.
    public var depth: Int { entries.count }

    /// The feature of each open screen, bottom first.
    public var features: [String] { entries.map(\.feature) }

    /// Applies what a screen answered: opens the screen it names, or closes the top screen or the
    /// innermost open flow. Returns the notice to show, if any.
    @discardableResult
    public mutating func apply(_ outcome: ScreenOutcome) -> Notice? {
        switch outcome {
        case .stay(let notice):
            return notice
        case .open(let screen):
            entries.append(Entry(screen, startsFlow: false))
            return nil
        case .openFlow(let screen):
            entries.append(Entry(screen, startsFlow: true))
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

    private mutating func close(toDepth depth: Int) {
        entries.removeLast(entries.count - max(depth, 1))
    }
}
