import Persistence
import TerminalScreen

@testable import App

/// The main menu as the app prints it, read from the app itself, so that a feature added to the menu
/// changes what every test expects without a test to edit.
@MainActor
enum MainMenuText {
    /// The entries of a fresh app's main menu.
    static var entries: [ScreenChoice] {
        let tree = RootComponent.sample(tracker: nil)
        guard case .choices(let choices) = tree.root.navigation().top.request else { return [] }
        return choices
    }

    /// The entries and the prompt, under the header.
    static var choices: String {
        entries.map { "  \($0.key)  \($0.label)\n" }.joined() + "  q  Quit\n> "
    }

    /// The key of the entry labelled `label`, so that a test opens a feature by its name.
    static func key(of label: String) -> String? {
        entries.first { $0.label == label }?.key
    }

    /// The whole main menu with `schedule` and `author` in its header.
    static func screen(
        schedule: String = "every 15 min from 09:00 to 21:00 \u{2014} 48 a day, the last at 20:45",
        author: String = "Albert Einstein"
    ) -> String {
        "FeatureGraph\nNotifications \(schedule)\nFavourite quote by \(author)\n\n" + choices
    }
}
