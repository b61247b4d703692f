import Core

/// What every Profile component needs from the root, at whatever depth: whose profile it is and their
/// favourite quote. Components in between pass it on with `ForwardsProfileOwner`.
@MainActor
public protocol ProfileOwnerDependency: AnyObject {
    /// Whose profile is shown.
    var profileUser: ProfileUser { get }
    /// The owner's favourite quote, from another feature.
    var favouriteQuote: any FavouriteQuoteSource { get }
}

/// What the Profile feature needs from its parent and cannot make itself.
///
/// The App satisfies it in `RootComponent+Profile.swift`.
@MainActor
public protocol ProfileDependency: ProfileOwnerDependency {
    /// Where the privacy preferences are persisted.
    var preferencesStorage: any PrivacyPreferencesStorage { get }
}

/// Forwarding: a component whose dependency is `any ProfileDependency` passes the owner's members on to
/// its children by adopting this protocol — one conformance, whatever the depth. A member added to
/// `ProfileOwnerDependency` costs its requirement and one line below.
///
/// The extension applies only to a `Component`, whose `dependency` is always another object (its parent or
/// an adapter), so a root that adopts the protocol gets no forwarding: it must write every member, and a
/// missing one is a compile error, never a call that forwards to itself.
@MainActor
public protocol ForwardsProfileOwner: ProfileOwnerDependency {}

extension ForwardsProfileOwner where Self: Component<any ProfileDependency> {
    /// Forwarded from this component's dependency.
    public var profileUser: ProfileUser { dependency.profileUser }
    /// Forwarded from this component's dependency.
    public var favouriteQuote: any FavouriteQuoteSource { dependency.favouriteQuote }
}
