import TerminalScreen

/// The main menu: a header kept current by observation, and one entry per feature and Diagnostics.
@MainActor
public final class MainMenuScreen: Screen {
    public struct Entry {
        public let key: String
        public let label: String
        public let destination: AnyDestination

        public init(_ key: String, _ label: String, opening destination: AnyDestination) {
            self.key = key
            self.label = label
            self.destination = destination
        }
    }

    private let header: ObservedContent<[String]>
    private let entries: [Entry]
    /// The app's, whose home this is.
    public let feature: String

    public init(header: ObservedContent<[String]>, entries: [Entry], feature: String) {
        self.header = header
        self.entries = entries
        self.feature = feature
    }

    public let title = "FeatureGraph"
    public var content: [String] { header.value }
    public var request: ScreenRequest {
        .choices(entries.map { ScreenChoice($0.key, $0.label, opening: $0.destination) })
    }
}
