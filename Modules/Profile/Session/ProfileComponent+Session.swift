import Core

// The Profile component satisfies its session's dependency: the user and the quote are forwarded from its
// own dependency, the preferences model comes from its shared slot.
extension ProfileComponent: ProfileSessionDependency, ForwardsProfileOwner {}
