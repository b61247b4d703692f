import Core

/// The main menu: one entry per feature and Diagnostics. An entry whose feature has not landed yet says
/// so and stays here.
@MainActor
final class MainMenuScreen: Screen {
    let title = "FeatureGraph"
    var content: [String] { [] }
    let request = ScreenRequest.choices([
        ScreenChoice("1", "Quote"),
        ScreenChoice("2", "Notification settings"),
        ScreenChoice("3", "Profile"),
        ScreenChoice("4", "Diagnostics"),
    ])

    func handle(_ line: String) -> ScreenOutcome {
        switch line {
        case "1": .stay(notice: Self.notLanded("Quote"))
        case "2": .stay(notice: Self.notLanded("Notification settings"))
        case "3": .stay(notice: Self.notLanded("Profile"))
        default: .stay(notice: Self.notLanded("Diagnostics"))
        }
    }

    private static func notLanded(_ entry: String) -> String {
        "\(entry) is not available yet: its feature has not landed in this version."
    }
}
