import Composition
import FeatureFakes
import ProfileFeature

/// Profile's dependency as its tests and `profile-alone` give it: each member the test or the example sets, and
/// any other, used, fails the test naming it (`FakeOrigin`). The quote's editor, another feature's, is a
/// placeholder screen unless given.
@MainActor
public final class ProfileFakes: ProfileDependency {
    private let origin: FakeOrigin
    private var storageGiven: (any PrivacyPreferencesStorage)?
    private var userSourceGiven: (any ProfileUserSource)?
    private var favouriteQuoteGiven: (any FavouriteQuoteSource)?
    private var favouriteQuoteEditorGiven: AnyDestination<ProfileComponent>?

    /// Where Edit favourite quote leads unless `favouriteQuoteEditor` is given, and how many times it was opened.
    public let quoteEditor = PlaceholderRoute<ProfileComponent>(to: "Quote", "Edit quote")

    /// Fakes with nothing set; a member used unset is reported at the line that made them.
    public init(fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column) {
        origin = FakeOrigin(feature: "Profile", fileID: fileID, filePath: filePath, line: line, column: column)
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
        get { favouriteQuoteEditorGiven ?? quoteEditor.route }
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
