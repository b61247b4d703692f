import Foundation

/// A value as read from the store, with the version it was read at: a whole value computed from it is written
/// with `replace(_:with:completion:)`, which names this read and writes only while that version is the one
/// stored, as HTTP's `If-Match` does. Only the store makes one, so no write can name a version it never read.
public struct StoreRead<Value: Codable & Sendable>: Sendable {
    public let key: StoreKey<Value>
    /// What was stored; `nil` when nothing was, or it could not be read.
    public let value: Value?
    /// The value's stored form, as an entity tag is: the same value, the same version, whichever file
    /// format or run wrote it; `nil` for no value.
    let version: Data?

    init(_ value: Value?, for key: StoreKey<Value>) {
        self.key = key
        self.value = value
        version = value.flatMap { try? StoredEnvelope.encode($0, for: key) }
    }

    /// Whether this value, found stored, would be lost by a replace of `read` with the value whose stored form
    /// is `new`: there is one, and it is neither the one read nor the one written.
    func isLost(replacing read: StoreRead, with new: Data?) -> Bool {
        value != nil && version != read.version && version != new
    }
}

/// How a `replace` ended when it wrote no error.
public enum Replacement<Value: Codable & Sendable>: Sendable {
    /// The value is stored.
    case written
    /// Another run stored this value since the read named; nothing was written, and it is in force now.
    case changedElsewhere(Value)
}

extension Replacement: Equatable where Value: Equatable {}
