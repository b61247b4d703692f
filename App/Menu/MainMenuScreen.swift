import Core

/// The main menu: a header kept current by observation, and one entry per feature and Diagnostics.
@MainActor
final class MainMenuScreen: Screen {
    /// Opens the screen of one main-menu entry; `nil` when that entry has not landed yet.
    typealias Destination = () -> (any Screen)?

    private let header: ObservedContent<[String]>
    private let destinations: [String: (name: String, open: Destination)]

    /// A main menu showing `header` and opening the entries' screens.
    init(
        header: ObservedContent<[String]>,
        quote: @escaping Destination,
        notificationSettings: @escaping Destination,
        profile: @escaping Destination,
        diagnostics: @escaping Destination
    ) {
        self.header = header
        destinations = [
            "1": ("Quote", quote),
            "2": ("Notification settings", notificationSettings),
            "3": ("Profile", profile),
            "4": ("Diagnostics", diagnostics),
        ]
    }

    let title = "FeatureGraph"
    var content: [String] { header.value }
    let request = ScreenRequest.choices([
        ScreenChoice("1", "Quote"),
        ScreenChoice("2", "Notification settings"),
        ScreenChoice("3", "Profile"),
        ScreenChoice("4", "Diagnostics"),
    ])

    func handle(_ line: String) -> ScreenOutcome {
        guard let destination = destinations[line] else { return .stay() }
        guard let screen = destination.open() else {
            return .stay(
                notice: "\(destination.name) is not available yet: its feature has not landed in this version.")
        }
        return .open(screen)
    }
}
