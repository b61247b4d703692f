import Observation

/// What one viewer may see of the profile, decided section by section against the owner's preferences: the
/// Sociobox profile tutorial's content provider. The Profile screen depends on this protocol alone, so a test can
/// draw it from a stub.
@MainActor
package protocol ProfileContentProvider: AnyObject {
    var viewer: PrivacyLevel { get }
    /// The page as this viewer may see it now; reading it reads the observable models it is made from, so
    /// what is derived from it follows their changes.
    func page() -> ProfilePage
    /// The load the page waits for, while it is in flight.
    var loading: Task<Void, Never>? { get }
    /// Loads again after a failed load.
    func retry()
}
