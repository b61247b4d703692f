import Core

/// What a viewer's session needs from the Profile component: the owner's members, forwarded from the
/// root, and the live preferences the Profile component owns.
@MainActor
package protocol ProfileSessionDependency: Scope, ProfileOwnerDependency {
    var preferencesModel: PrivacyPreferencesModel { get }
}
