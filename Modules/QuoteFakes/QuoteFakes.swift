import Composition
import FeatureFakes
import QuoteFeature

/// Quote's dependency as its tests and `quote-alone` give it: each member the test or the example sets, and
/// any other, used, is reported naming it (`FakeOrigin`), the route to Notification settings too. A test or
/// `quote-alone` that wants the placeholder for that route asks for it by name:
/// `fakes.reminderSettings = fakes.settings.route`.
@MainActor
public final class QuoteFakes: QuoteDependency {
    private let origin: FakeOrigin
    private var storageGiven: (any QuoteStorage)?
    private var reminderSettingsGiven: AnyDestination<QuoteComponent>?

    /// A placeholder screen for Notification settings, which `reminderSettings` may be set to, and how many times
    /// it was opened; it also stands in, after the report, when the route is used unset.
    public let settings = PlaceholderRoute<QuoteComponent>(to: "Settings", "Notification settings")

    /// Fakes with nothing set; a member used unset is reported to `reporter`, at the line that made them.
    public init(
        reporting reporter: FakeReporter, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        origin = FakeOrigin(
            feature: "Quote", reporting: reporter, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    public var storage: any QuoteStorage {
        get { origin.value(of: "storage", storageGiven) { FakeQuoteStorage() } }
        set { storageGiven = newValue }
    }

    public var reminderSettings: AnyDestination<QuoteComponent> {
        get { origin.value(of: "reminderSettings", reminderSettingsGiven) { settings.route } }
        set { reminderSettingsGiven = newValue }
    }
}
