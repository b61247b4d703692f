import Core

// The Profile component satisfies its session's dependency: the owner's members come from its own
// parent, the preferences model it shares.
extension ProfileComponent: ProfileSessionDependency, ForwardsProfileOwner {
    public var ownerUpstream: any ProfileOwnerDependency { dependency }
}
