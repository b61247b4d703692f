/// Why a value could not be written down; its description is one line a user can act on.
public struct StoreError: Error, Equatable, CustomStringConvertible {
    public let path: String
    /// What the system said, such as `Permission denied`.
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "Could not save to \(path): \(reason)" }
}
