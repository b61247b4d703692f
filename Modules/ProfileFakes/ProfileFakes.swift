import Composition
import FeatureFakes
import ProfileFeature

/// Profile's dependency as its tests and `profile-alone` give it: each member the test or the example sets, and
/// any other, used, is reported naming it (`FakeOrigin`), the route to the quote's editor too. A test or
/// `profile-alone` that wants the placeholder for that route asks for it by name:
/// `fakes.favouriteQuoteEditor = fakes.quoteEditor.route`.
@MainActor
public final class ProfileFakes: ProfileDependency {
    private let origin: FakeOrigin
    private var storageGiven: (any PrivacyPreferencesStorage)?
    private var userSourceGiven: (any ProfileUserSource)?
    private var favouriteQuoteGiven: (any FavouriteQuoteSource)?
    private var favouriteQuoteEditorGiven: AnyDestination<ProfileComponent>?

    /// A placeholder screen for Quote's editor, which `favouriteQuoteEditor` may be set to, and how many times it
    /// was opened; it also stands in, after the report, when the route is used unset.
    public let quoteEditor = PlaceholderRoute<ProfileComponent>(to: "Quote", "Edit quote")

    /// Fakes with nothing set; a member used unset is reported to `reporter`, at the line that made them.
    public init(
        reporting reporter: FakeReporter, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        origin = FakeOrigin(
            feature: "Profile", reporting: reporter, fileID: fileID, filePath: filePath, line: line, column: column)
    }

    public var storage: any PrivacyPreferencesStorage {
        get { origin.value(of: "storage", storageGiven) { FakePreferencesStorage() } }
        set { storageGiven = newValue }
    }

    public var userSource: any ProfileUserSource {
        get { origin.value(of: "userSource", userSourceGiven) { NoUser() } }
        set { userSourceGiven = newValue }
    }

    public var favouriteQuote: any FavouriteQuoteSource {
        get { origin.value(of: "favouriteQuote", favouriteQuoteGiven) { FakeFavouriteQuote("(not set)", by: "-") } }
        set { favouriteQuoteGiven = newValue }
    }

    public var favouriteQuoteEditor: AnyDestination<ProfileComponent> {
        get { origin.value(of: "favouriteQuoteEditor", favouriteQuoteEditorGiven) { quoteEditor.route } }
        set { favouriteQuoteEditorGiven = newValue }
    }
}

/// Where the user comes from when the fakes were given no source: nowhere, said in one line.
private struct NoUser: ProfileUserSource {
    struct NotSet: Error, CustomStringConvertible {
        var description: String { "No user: the fakes were given no user source." }
    }

    func loadUser() async throws -> ProfileUser { throw NotSet() }
}
