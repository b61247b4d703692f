import Foundation
import ProfileFeature

/// Profile's user source in the app: the sample user shipped with it, read from its JSON file off the main
/// actor and checked like any stored value (at most 64 KiB; texts without control characters).
package struct SampleUserFile: ProfileUserSource {
    struct Unreadable: Error, CustomStringConvertible {
        let description: String
    }

    let url: URL?

    package init(url: URL? = Bundle.module.url(forResource: "sample-user", withExtension: "json")) {
        self.url = url
    }

    package func loadUser() async throws -> ProfileUser {
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
