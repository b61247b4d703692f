import Foundation
import ProfileFeature

/// Profile's user source in the app: the sample user shipped with it, read from its JSON file off the main
/// actor and checked like any stored value (at most 64 KiB; texts without control characters).
public struct SampleUserFile: ProfileUserSource {
    struct Unreadable: Error, CustomStringConvertible {
        let description: String
    }

    let url: URL?

    /// The sample user shipped with the app.
    public init() {
        url = Bundle.module.url(forResource: "sample-user", withExtension: "json")
    }

    /// A user read from the file at `url`, or from none (a build without the sample).
    public init(url: URL?) {
        self.url = url
    }

    public func loadUser() async throws -> ProfileUser {
        guard let url, let file = FileHandle(forReadingAtPath: url.path) else {
            throw Unreadable(description: "the sample user's file is missing from this build")
        }
        defer { try? file.close() }
        let data = try file.read(upToCount: 64 * 1024 + 1) ?? Data()
        guard data.count <= 64 * 1024 else { throw Unreadable(description: "sample-user.json is larger than 64 KiB") }
        do {
            return try JSONDecoder().decode(ProfileUser.self, from: data)
        } catch {
            throw Unreadable(description: "sample-user.json does not hold a user this version can show")
        }
    }
}
