import Core

/// What the Profile feature needs from its parent and cannot make itself.
///
/// The App satisfies it in `RootComponent+Profile.swift`.
@MainActor
public protocol ProfileDependency {
    /// Whose profile is shown.
    var profileUser: ProfileUser { get }
    /// Where the privacy preferences are persisted.
    var preferencesStorage: any PrivacyPreferencesStorage { get }
    /// The owner's favourite quote, from another feature.
    var favouriteQuote: any FavouriteQuoteSource { get }
}
