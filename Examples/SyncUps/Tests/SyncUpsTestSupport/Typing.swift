import Composition
import TerminalScreen

extension Navigation {
    /// Hands `line` to the top screen and applies what it answers, as the menu does; returns the notice's text,
    /// or `(not known yet)` while it waits for a write. `b` on a screen of choices closes it, as the menu's Back.
    @discardableResult
    public mutating func type(_ line: String) -> String? {
        if line == "b", case .choices = top.request {
            apply(.close())
            return nil
        }
        return apply(top.handle(line)).map { $0.text ?? "(not known yet)" }
    }

    /// The keys and labels of the top screen's choices, `key label` each.
    public var choices: [String] {
        guard case .choices(let choices) = top.request else { return [] }
        return choices.map { "\($0.key) \($0.label)" }
    }
}
