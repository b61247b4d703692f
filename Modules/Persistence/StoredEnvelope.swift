import Foundation

/// The on-disk form of one value, `{"schemaVersion": N, "value": …}`, so a later format can migrate it.
enum StoredEnvelope {
    enum ReadError: Error {
        case unreadable(String)
        /// The value decodes, but its type refuses it, saying which rule it breaks.
        case refused(String)
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

    static func version(of data: Data) -> Int? {
        try? JSONDecoder().decode(VersionOnly.self, from: data).schemaVersion
    }

    static func decode<Value>(_ data: Data, for key: StoreKey<Value>) throws(ReadError) -> Value {
        let decoder = JSONDecoder()
        let version: Int
        do {
            version = try decoder.decode(VersionOnly.self, from: data).schemaVersion
        } catch {
            throw .unreadable(whyNoEnvelope(in: data))
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
        } catch DecodingError.typeMismatch(let type, let context) {
            throw .unreadable("its \(name(context.codingPath)) is not \(words(for: type))")
        } catch DecodingError.valueNotFound(let type, let context) {
            throw .unreadable("its \(name(context.codingPath)) is null, not \(words(for: type))")
        } catch DecodingError.keyNotFound(let missing, let context) {
            throw .unreadable("its \(name(context.codingPath + [missing])) is missing")
        } catch {
            throw .unreadable("its value does not decode")
        }
    }

    /// Why `data` holds no stored value at all, in a few words.
    private static func whyNoEnvelope(in data: Data) -> String {
        if data.isEmpty { return "it is empty" }
        if String(data: data, encoding: .utf8) == nil { return "its bytes are not UTF-8 text" }
        if (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) == nil {
            return "it is not JSON"
        }
        return "it is JSON, but no stored value: that has a whole-number schemaVersion"
    }

    /// A member by its path below the envelope: `text`, `friends[2]`, or `value` for the value itself.
    private static func name(_ path: [any CodingKey]) -> String {
        let below = path.first?.stringValue == "value" ? Array(path.dropFirst()) : path
        guard !below.isEmpty else { return "value" }
        return below.reduce("") { name, key in
            key.intValue.map { "\(name)[\($0)]" } ?? (name.isEmpty ? key.stringValue : "\(name).\(key.stringValue)")
        }
    }

    /// What a value of `type` is, in JSON's words: `a string`, `a whole number`, `a list`.
    private static func words(for type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "a whole number"
        case is Double.Type, is Float.Type: "a number"
        case is Bool.Type: "true or false"
        default:
            String(describing: type).hasPrefix("Array") ? "a list" : "an object"
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
