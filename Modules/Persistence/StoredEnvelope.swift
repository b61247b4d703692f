import Foundation

/// The on-disk form of one value: `{"schemaVersion": N, "value": …}` as JSON, so a later format can tell
/// what it is reading and migrate it.
enum StoredEnvelope {
    enum ReadError: Error {
        /// Not JSON, or not an envelope, or the value does not decode.
        case unreadable(String)
        /// The value decodes, but its type refuses it: which value, and the rule it breaks.
        case refused(String)
        /// Written with a schema version this build does not know how to read.
        case unsupportedVersion(Int)
    }

    private struct Envelope<Payload: Codable>: Codable {
        let schemaVersion: Int
        let value: Payload
    }

    private struct VersionOnly: Decodable {
        let schemaVersion: Int
    }

    static func encode<Value>(_ value: Value, for key: StoreKey<Value>) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(Envelope(schemaVersion: key.version, value: value)) + Data("\n".utf8)
    }

    /// The schema version `data` was written with, or `nil` when it is not an envelope.
    static func version(of data: Data) -> Int? {
        try? JSONDecoder().decode(VersionOnly.self, from: data).schemaVersion
    }

    /// The value in `data`, migrated to `key`'s version when it was written with an older one.
    static func decode<Value>(_ data: Data, for key: StoreKey<Value>) throws(ReadError) -> Value {
        let decoder = JSONDecoder()
        let version: Int
        do {
            version = try decoder.decode(VersionOnly.self, from: data).schemaVersion
        } catch {
            throw .unreadable("not a stored value")
        }
        do {
            if version == key.version {
                return try decoder.decode(Envelope<Value>.self, from: data).value
            }
            guard version >= 1, version < key.version, let migrate = key.migrate else {
                throw ReadError.unsupportedVersion(version)
            }
            return try migrate(version, try payload(of: data))
        } catch let error as ReadError {
            throw error
        } catch DecodingError.dataCorrupted(let context) where !context.codingPath.isEmpty {
            throw .refused(context.debugDescription)
        } catch {
            throw .unreadable("its value does not decode")
        }
    }

    /// The JSON of the `value` member alone, for a migration to read with the old type.
    private static func payload(of data: Data) throws -> Data {
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let value = object["value"]
        else { throw ReadError.unreadable("no value") }
        return try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])
    }
}
