/// Where the profile's user comes from, asynchronously: Profile declares it, the App satisfies it (it
/// reads the sample user shipped with the app, off the main actor).
public protocol ProfileUserSource: Sendable {
    /// The user; throws an error whose description is one line for the user when it cannot be loaded.
    func loadUser() async throws -> ProfileUser
}
