import Foundation

/// A typed key of the store: the value's file name, its type, and its schema version with the migration
/// from older ones: `StoreKey<Schedule>("schedule", version: 2) { _, payload in try Schedule(migrating: payload) }`.
public struct StoreKey<Value: Codable & Sendable>: Sendable {
    /// Turns the JSON of a value stored under an older schema version into the current `Value`.
    public typealias Migration = @Sendable (_ storedVersion: Int, _ payload: Data) throws -> Value

    /// Lower-case letters, digits, `-` and `_`; the file is `<name>.json`.
    public let name: String
    /// The schema version written with every value; raise it when `Value`'s encoding changes.
    public let version: Int
    let migrate: Migration?

    /// Without `migrate`, a value of an older version is set aside like an unreadable one.
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
