import Core

// The Profile component satisfies its session's dependency: the owner's members come from its own
// parent, the preferences model from its shared slot.
extension ProfileComponent: ProfileSessionDependency, ForwardsProfileOwner {
    public var ownerUpstream: any ProfileOwnerDependency { dependency }
}
