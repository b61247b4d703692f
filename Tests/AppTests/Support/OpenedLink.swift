import TerminalScreen
import Testing

@testable import App

extension Navigation {
    /// The stack `link` opens over `root`'s main menu, as `feature-graph open` opens it.
    static func opened(_ link: String, in root: RootComponent) -> Navigation {
        var navigation = Navigation(home: root.mainMenu)
        let stop = navigation.open(link: link.split(separator: "/").map(String.init))
        #expect(stop == nil, "\(link) opens no screen at its segment \(stop.map(String.init) ?? "")")
        return navigation
    }

    /// Types each of `keys` at the top screen, as the menu applies them, and returns the last notice once
    /// it is known (once the change it tells of is written).
    mutating func choose(_ keys: String...) async -> String? {
        var notice: Notice?
        for key in keys { notice = apply(top.handle(key)) }
        return await notice?.resolved
    }
}
