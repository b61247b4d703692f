import Foundation

/// A typed key of the store: the name of the value's file, the type stored under it, and that type's
/// schema version with the migration from older versions.
///
/// ```swift
/// static let quote = StoreKey<StoredQuote>("quote")
/// static let schedule = StoreKey<Schedule>("schedule", version: 2) { version, payload in
///     try Schedule(migratingVersion1: payload)
/// }
/// ```
public struct StoreKey<Value: Codable & Sendable>: Sendable {
    /// Turns the JSON of a value stored under an older schema version into the current `Value`.
    public typealias Migration = @Sendable (_ storedVersion: Int, _ payload: Data) throws -> Value

    /// The key's name: lower-case letters, digits, `-` and `_`; the file is `<name>.json`.
    public let name: String
    /// The schema version written with every value; raise it when `Value`'s encoding changes.
    public let version: Int
    let migrate: Migration?

    /// A key named `name` whose values are written with schema `version`; `migrate` reads values
    /// written with an older version (without it, such values are set aside like unreadable ones).
    public init(_ name: String, version: Int = 1, migrate: Migration? = nil) {
        precondition(Self.isValid(name), "a store key is 1-64 of a-z, 0-9, '-' and '_': \(name)")
        precondition(version >= 1, "schema versions start at 1")
        self.name = name
        self.version = version
        self.migrate = migrate
    }

    private static func isValid(_ name: String) -> Bool {
        (1...64).contains(name.utf8.count)
            && name.utf8.allSatisfy { byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            }
    }
}
