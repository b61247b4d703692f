import Composition
import TerminalScreen
import Testing

@testable import App

extension RootComponent {
    /// The stack `link` opens over the main menu, as `feature-graph open` opens it.
    func opened(_ link: String) -> Navigation {
        var navigation = navigation()
        let stop = navigation.open(link: link.split(separator: "/").map(String.init))
        #expect(stop == nil, "\(link) opens no screen at its segment \(stop.map(String.init) ?? "")")
        return navigation
    }
}

extension Navigation {
    /// Types each of `keys` at the top screen, as the menu applies them, and returns the last notice once
    /// it is known (once the change it tells of is written).
    mutating func choose(_ keys: String...) async -> String? {
        var notice: Notice?
        for key in keys { notice = apply(top.handle(key)) }
        return await notice?.resolved
    }
}
