/// A place a feature's screens lead to, as a value of the feature's own: which screen, with what it needs,
/// such as `ProfileDestination.section(.photos)`. A feature declares its destinations as one closed type in
/// its own module, and its screens answer with them (`ScreenOutcome.open`), never with a screen or a
/// component: the navigation stack turns a destination into a screen through the feature's component.
/// Written as text, a destination is one segment of a link: `photos` in `profile/privacy/photos`.
public protocol Destination: Hashable, Sendable {
    /// The destination as a segment of a link: lower-case words joined by `-`, such as `friends-list`.
    var segment: String { get }
    /// Whether it opens a flow: closing the flow (`ScreenOutcome.closeFlow`) comes back below it.
    var startsFlow: Bool { get }
    /// Whether it is a later step of a flow, reached only by answering the step before it: no link opens it.
    var isLaterStep: Bool { get }
    /// The segments it had before it was renamed: a link a user kept with one (in a script, or the last link
    /// `resume` opens) still opens it. Links are written with `segment` only.
    var formerSegments: [String] { get }
    /// Every destination of the feature a segment names alone, so that a segment of a link can be read back as
    /// one. A destination that carries a value (`syncUp(2)`, the segment `2`) is not among them: a link reaches it
    /// through the choice of the screen that offers it, so a record that does not exist opens nothing.
    static var all: [Self] { get }
}

extension Destination {
    public var startsFlow: Bool { false }
    public var isLaterStep: Bool { false }
    public var formerSegments: [String] { [] }
}

extension Destination where Self: CaseIterable {
    public static var all: [Self] { Array(allCases) }
}

extension Destination where Self: RawRepresentable, RawValue == String {
    /// The raw value: `case editQuote = "edit-quote"` is the segment `edit-quote`.
    public var segment: String { rawValue }
}
