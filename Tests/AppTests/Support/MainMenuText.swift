import Foundation

/// The main menu as the app prints it: its entries are the menu map's contract, pinned here once for
/// every test that reads a whole main menu.
enum MainMenuText {
    /// The entries and the prompt, under the header.
    static let choices = """
          1  Quote
          2  Notification settings
          3  Profile
          4  Diagnostics
          q  Quit
        > 
        """

    /// The key of the entry labelled `label` in `choices`, so that a test opens a feature by its name.
    static func key(of label: String) -> String? {
        choices.split(separator: "\n").lazy.compactMap { line -> String? in
            let entry = line.trimmingCharacters(in: .whitespaces)
            guard let gap = entry.range(of: "  "), entry[gap.upperBound...] == label else { return nil }
            return String(entry[..<gap.lowerBound])
        }.first
    }

    /// The whole main menu with `schedule` and `author` in its header.
    static func screen(
        schedule: String = "every 15 min from 09:00 to 21:00 \u{2014} 48 a day, the last at 20:45",
        author: String = "Albert Einstein"
    ) -> String {
        "FeatureGraph\nNotifications \(schedule)\nFavourite quote by \(author)\n\n" + choices
    }
}
