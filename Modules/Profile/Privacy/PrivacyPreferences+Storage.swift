import Foundation

// How privacy preferences are stored: each section by its name, with the name of its level —
// `{"friendsList": "everyone", "messages": "friend", …}` — so reordering either enum changes nothing on
// disk, a person can read the file, and a section missing from it takes its default.
extension PrivacyPreferences {
    private struct SectionKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// Decodes stored preferences; a level name this version does not know is refused, naming its section.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: SectionKey.self)
        var levels: [ProfileSection: PrivacyLevel] = [:]
        for section in ProfileSection.allCases {
            let key = SectionKey(stringValue: section.rawValue)
            guard let name = try container.decodeIfPresent(String.self, forKey: key) else { continue }
            guard let level = PrivacyLevel(storedName: name) else {
                let names = PrivacyLevel.allCases.map(\.storedName).joined(separator: ", ")
                let shown = name.count > 40 ? "\(name.prefix(40))…" : name
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container,
                    debugDescription: "\(section.rawValue) level \"\(shown)\" is none of the names \(names)")
            }
            levels[section] = level
        }
        self.init(levels)
    }

    /// Encodes every section by name with its level's name.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: SectionKey.self)
        for section in ProfileSection.allCases {
            try container.encode(self[section].storedName, forKey: SectionKey(stringValue: section.rawValue))
        }
    }

    /// Reads preferences stored by schema version 1, `{"levels": ["photos", 1, "posts", 0, …]}`: sections
    /// and levels alternating, each level by its number then (0 everyone, 1 friend, 2 close friend). A
    /// number out of that range is refused as version 2 refuses an unknown name, naming section and value.
    public init(migratingVersion1 payload: Data) throws {
        guard let object = try JSONSerialization.jsonObject(with: payload) as? [String: Any],
            let alternating = object["levels"] as? [Any], alternating.count.isMultiple(of: 2)
        else { throw MigrationError.notVersion1 }
        var levels: [ProfileSection: PrivacyLevel] = [:]
        for index in stride(from: 0, to: alternating.count, by: 2) {
            guard let name = alternating[index] as? String, let section = ProfileSection(rawValue: name),
                let number = alternating[index + 1] as? Int
            else { throw MigrationError.notVersion1 }
            guard let level = Self.version1Levels[number] else {
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: [SectionKey(stringValue: name)],
                        debugDescription:
                            "\(name) level \(number) is none of 0 (everyone), 1 (friend), 2 (close friend)"))
            }
            levels[section] = level
        }
        self.init(levels)
    }

    private static let version1Levels: [Int: PrivacyLevel] = [0: .everyone, 1: .friend, 2: .closeFriend]

    /// Stored bytes that are not version 1's shape.
    private enum MigrationError: Error {
        case notVersion1
    }
}

extension PrivacyLevel {
    /// The level's name on disk: `everyone`, `friend`, `close-friend`.
    var storedName: String {
        switch self {
        case .everyone: "everyone"
        case .friend: "friend"
        case .closeFriend: "close-friend"
        }
    }

    /// The level stored as `name`, or `nil` for a name this version does not know.
    init?(storedName name: String) {
        guard let level = Self.allCases.first(where: { $0.storedName == name }) else { return nil }
        self = level
    }
}
