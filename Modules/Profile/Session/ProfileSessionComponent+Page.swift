import Core

// The session satisfies its page's dependency: the owner's members come from its own parent, which has
// them from the root; the session itself uses only the user source.
extension ProfileSessionComponent: ProfilePageDependency, ForwardsProfileOwner {
    package var ownerUpstream: any ProfileOwnerDependency { dependency }
    package var preferencesModel: PrivacyPreferencesModel { dependency.preferencesModel }
}
