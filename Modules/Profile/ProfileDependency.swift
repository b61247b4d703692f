import Composition

/// What every Profile component needs from the root, at whatever depth: whose profile it is and their
/// favourite quote. Components in between pass it on by adopting `ForwardsProfileOwner`: the quote is read
/// three levels down, by the page of a loaded user.
@MainActor
public protocol ProfileOwnerDependency {
    /// Where the user comes from; each session loads it once.
    var userSource: any ProfileUserSource { get }
    /// From another feature, through a protocol Profile declares.
    var favouriteQuote: any FavouriteQuoteSource { get }
}

/// What the Profile feature needs and cannot make itself. The App meets it in `ProfileWiring`, a target
/// of Profile's own, so another feature may name a need `storage` too.
@MainActor
public protocol ProfileDependency: ProfileOwnerDependency {
    var storage: any PrivacyPreferencesStorage { get }
    /// Into the favourite quote's editor: a destination of another feature, which only the App can name.
    var favouriteQuoteEditor: AnyDestination<ProfileComponent> { get }
}

/// Forwarding: a component in between passes the owner's members on by adopting this protocol and naming
/// its parent as the upstream, whatever its own dependency protocol. A member added to
/// `ProfileOwnerDependency` costs its requirement and one line here.
@MainActor
public protocol ForwardsProfileOwner: ProfileOwnerDependency {
    var ownerUpstream: any ProfileOwnerDependency { get }
}

extension ForwardsProfileOwner {
    public var userSource: any ProfileUserSource { ownerUpstream.userSource }
    public var favouriteQuote: any FavouriteQuoteSource { ownerUpstream.favouriteQuote }
}
