import Core

/// What a viewer's session needs from the Profile component.
@MainActor
public protocol ProfileSessionDependency {
    /// Whose profile is shown.
    var profileUser: ProfileUser { get }
    /// The owner's live preferences.
    var preferencesModel: PrivacyPreferencesModel { get }
    /// The owner's favourite quote.
    var favouriteQuote: any FavouriteQuoteSource { get }
}
