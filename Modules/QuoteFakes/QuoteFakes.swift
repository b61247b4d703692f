import Composition
import FeatureFakes
import QuoteFeature

/// Quote's dependency as its tests and `quote-alone` give it: each member the test or the example sets, and
/// any other, used, fails the test naming it (`FakeOrigin`). Notification settings, another feature's, is a
/// placeholder screen unless given.
@MainActor
public final class QuoteFakes: QuoteDependency {
    private let origin: FakeOrigin
    private var storageGiven: (any QuoteStorage)?
    private var reminderSettingsGiven: AnyDestination<QuoteComponent>?

    /// Where Remind me of it leads unless `reminderSettings` is given, and how many times it was opened.
    public let settings = PlaceholderRoute<QuoteComponent>(to: "Settings", "Notification settings")

    /// Fakes with nothing set; a member used unset is reported at the line that made them.
    public init(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        origin = FakeOrigin(feature: "Quote", fileID: fileID, filePath: filePath, line: line, column: column)
    }

    public var storage: any QuoteStorage {
        get { origin.value(of: "storage", storageGiven) { FakeQuoteStorage() } }
        set { storageGiven = newValue }
    }

    public var reminderSettings: AnyDestination<QuoteComponent> {
        get { reminderSettingsGiven ?? settings.route }
        set { reminderSettingsGiven = newValue }
    }
}
