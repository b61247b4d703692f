import Core

// The Profile component satisfies its session's dependency: the user and the quote come from its own
// dependency, the preferences model from its shared slot.
extension ProfileComponent: ProfileSessionDependency {
    /// Forwarded from the Profile feature's own dependency.
    public var profileUser: ProfileUser { dependency.profileUser }
    /// Forwarded from the Profile feature's own dependency.
    public var favouriteQuote: any FavouriteQuoteSource { dependency.favouriteQuote }
}
