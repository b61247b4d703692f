import TerminalScreen

/// The menu's stack of screens, as the App's front keeps it, for driving a multi-screen flow in a test:
/// `type` hands a line to the top screen and opens or closes screens as its outcome says.
@MainActor
public final class ScreenStack {
    /// The open screens, the first at the bottom.
    public private(set) var screens: [any Screen]
    /// The notice of the last line typed, if any.
    public private(set) var notice: String?
    private var flowStarts: [Int] = []

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
        case .openFlow(let screen):
            notice = nil
            flowStarts.append(screens.count)
            screens.append(screen)
        case .close(let notice):
            self.notice = notice
            close(toDepth: screens.count - 1)
        case .closeFlow(let notice):
            self.notice = notice
            close(toDepth: flowStarts.last ?? screens.count - 1)
        }
    }

    private func close(toDepth depth: Int) {
        screens.removeLast(screens.count - max(depth, 0))
        flowStarts.removeAll { $0 >= screens.count }
    }

    /// Types each of `lines` in turn.
    public func type(_ lines: [String]) {
        for line in lines { type(line) }
    }
}
