import Foundation
import TerminalScreen

/// The person whose profile is shown.
public struct ProfileUser: Sendable, Equatable, Codable {
    public let name: String
    /// A line about them.
    public let bio: String
    public let friends: [String]
    /// Their photos' captions.
    public let photos: [String]
    public let posts: [String]

    public init(name: String, bio: String, friends: [String], photos: [String], posts: [String]) {
        self.name = name
        self.bio = bio
        self.friends = friends
        self.photos = photos
        self.posts = posts
    }

    private enum CodingKeys: String, CodingKey {
        case name, bio, friends, photos, posts
    }

    /// Decodes a user from a file, checked as the screen would show it: every text 1 to 200 characters
    /// with no control character, and at most 50 of each list.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func text(_ value: String, _ key: CodingKeys) throws -> String {
            let trimmed = value.trimmingCharacters(in: .whitespaces)
            let hasControl = VisibleText.hasHidden(trimmed)
            guard !trimmed.isEmpty, trimmed.count <= 200, !hasControl else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container,
                    debugDescription: "\(key.rawValue) must be 1 to 200 characters without control characters")
            }
            return trimmed
        }
        func list(_ key: CodingKeys) throws -> [String] {
            let values = try container.decode([String].self, forKey: key)
            guard values.count <= 50 else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container, debugDescription: "\(key.rawValue) holds more than 50 entries")
            }
            return try values.map { try text($0, key) }
        }
        self.init(
            name: try text(try container.decode(String.self, forKey: .name), .name),
            bio: try text(try container.decode(String.self, forKey: .bio), .bio),
            friends: try list(.friends), photos: try list(.photos), posts: try list(.posts))
    }
}
