import Core

/// What a loaded user's page needs from its session: the owner's members, forwarded from the root, who is
/// looking, and the live preferences.
@MainActor
package protocol ProfilePageDependency: Scope, ProfileOwnerDependency {
    var viewer: PrivacyLevel { get }
    var preferencesModel: PrivacyPreferencesModel { get }
}
