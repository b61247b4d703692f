import TerminalScreen

/// The menu's stack of screens, as the App's front keeps it, for driving a multi-screen flow in a test:
/// `type` hands a line to the top screen and opens or closes screens as its outcome says.
@MainActor
public final class ScreenStack {
    /// The open screens, the first at the bottom.
    public private(set) var screens: [any Screen]
    /// The notice of the last line typed, if any.
    public private(set) var notice: String?

    /// A stack holding `first` alone.
    public init(_ first: any Screen) {
        screens = [first]
    }

    /// The screen on top, or `nil` once the last one closed.
    public var top: (any Screen)? { screens.last }

    /// Hands `line` to the top screen and applies what it answers.
    public func type(_ line: String) {
        guard let top else { return }
        switch top.handle(line) {
        case .stay(let notice):
            self.notice = notice
        case .open(let screen):
            notice = nil
            screens.append(screen)
        case .close(let notice):
            self.notice = notice
            screens.removeLast()
        case .closeSeveral(let count, let notice):
            self.notice = notice
            screens.removeLast(min(count, screens.count))
        }
    }

    /// Types each of `lines` in turn.
    public func type(_ lines: [String]) {
        for line in lines { type(line) }
    }
}
