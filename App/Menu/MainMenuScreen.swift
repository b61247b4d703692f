import TerminalScreen

/// The main menu: a header kept current by observation, and one entry per feature and Diagnostics.
@MainActor
final class MainMenuScreen: Screen {
    struct Entry {
        let key: String
        let label: String
        let open: () -> any Screen

        init(_ key: String, _ label: String, open: @escaping () -> any Screen) {
            self.key = key
            self.label = label
            self.open = open
        }
    }

    private let header: ObservedContent<[String]>
    private let entries: [Entry]

    init(header: ObservedContent<[String]>, entries: [Entry]) {
        self.header = header
        self.entries = entries
    }

    let title = "FeatureGraph"
    var content: [String] { header.value }
    var request: ScreenRequest {
        .choices(entries.map { entry in ScreenChoice(entry.key, entry.label) { .open(entry.open()) } })
    }
}
