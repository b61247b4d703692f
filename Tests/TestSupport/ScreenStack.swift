import TerminalScreen

/// Drives screens in a test as the menu drives them: `type` hands a line to the top screen and applies what
/// it answers with `Navigation.apply`, the one function the menu uses too.
@MainActor
public final class ScreenStack {
    /// Where the user is: the open screens, the feature of each, the flows.
    public private(set) var navigation: Navigation
    /// The notice of the last line typed, if any: `(not known yet)` while it waits for a write.
    public private(set) var notice: String?

    /// A stack holding `first` alone, as the bottom screen.
    public init(_ first: any Screen) {
        navigation = Navigation(home: first)
    }

    public var top: any Screen { navigation.top }

    /// The open screens, the first at the bottom.
    public var screens: [any Screen] { navigation.entries.map(\.screen) }

    /// Hands `line` to the top screen and applies what it answers.
    public func type(_ line: String) {
        notice = navigation.apply(top.handle(line)).map { $0.text ?? "(not known yet)" }
    }

    /// Types each of `lines` in turn.
    public func type(_ lines: [String]) {
        for line in lines { type(line) }
    }
}
