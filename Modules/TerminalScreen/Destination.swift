/// A place a feature's screens lead to, as a value of the feature's own: which screen, with what it needs,
/// such as `ProfileDestination.section(.photos)`. A feature declares its destinations as one closed type in
/// its own module, and its screens answer with them (`ScreenOutcome.open`), never with a screen or a
/// component: the navigation stack turns a destination into a screen through the feature's component
/// (`DestinationScreens`). Written as text, a destination is one segment of a link: `photos` in
/// `profile/privacy/photos`.
public protocol Destination: Hashable, Sendable {
    /// The destination as a segment of a link: lower-case words joined by `-`, such as `friends-list`.
    var segment: String { get }
    /// Whether it opens a flow: closing the flow (`ScreenOutcome.closeFlow`) comes back below it.
    var startsFlow: Bool { get }
    /// Whether it is a later step of a flow, reached only by answering the step before it: no link opens it.
    var isLaterStep: Bool { get }
    /// Every destination of the feature, so that a segment of a link can be read back as one.
    static var all: [Self] { get }
}

extension Destination {
    public var startsFlow: Bool { false }
    public var isLaterStep: Bool { false }
}

extension Destination where Self: CaseIterable {
    public static var all: [Self] { Array(allCases) }
}

extension Destination where Self: RawRepresentable, RawValue == String {
    /// The raw value: `case editQuote = "edit-quote"` is the segment `edit-quote`.
    public var segment: String { rawValue }
}

/// Where a choice or an answer leads: a feature's destination, and, for one of another feature (a route's)
/// or one the main menu offers, how the stack reaches the feature that opens it. Only the navigation stack
/// opens it (`Navigation.apply`): whoever keeps one keeps a value, not a screen, a component or a visit.
@MainActor
public struct AnyDestination: Equatable {
    /// The destination's segment of a link, such as `edit`.
    public let segment: String
    /// Whether it opens a flow (`Destination.startsFlow`).
    public let startsFlow: Bool
    /// Whether it is a later step of a flow, which no link opens (`Destination.isLaterStep`).
    public let isLaterStep: Bool
    nonisolated let value: any Destination
    /// How the stack reaches the feature that opens it, told the link of the screen it is opened from; `nil`
    /// for a destination of the feature whose screen answered with it.
    let opening: ((_ from: String) -> Opening)?

    /// `destination`, of the feature whose screen answers with it.
    public init(_ destination: some Destination) {
        self.init(destination, opening: nil)
    }

    /// `destination`, of the feature `opening` reaches: a route's, or an entry of the main menu's.
    public init(_ destination: some Destination, opening: @escaping (_ from: String) -> Opening) {
        self.init(destination, opening: Optional(opening))
    }

    private init<Value: Destination>(_ destination: Value, opening: ((_ from: String) -> Opening)?) {
        segment = destination.segment
        value = destination
        startsFlow = destination.startsFlow
        isLaterStep = destination.isLaterStep
        self.opening = opening
    }

    /// The same destination, whoever opens it.
    nonisolated public static func == (lhs: AnyDestination, rhs: AnyDestination) -> Bool {
        AnyHashable(lhs.value) == AnyHashable(rhs.value)
    }
}
