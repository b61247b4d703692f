import Foundation
import Testing

/// A feature's fake, as its members report: which feature it stands in for, and where it was made. A member
/// used before the test or the example gave it a value fails the running test there, naming the member and
/// the feature, as swift-dependencies' `unimplemented` does; outside a test, it says so in one line.
public struct FakeOrigin: Sendable {
    /// The feature the fake stands in for: `Quote`.
    public let feature: String
    private let place: SourceLocation

    /// The literals, not `#_sourceLocation`, so that an executable that makes a fake needs no testing macro.
    public init(
        feature: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        self.feature = feature
        place = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// `given`, or, when nothing was given, `standIn` after the report that `member` was used unset.
    public func value<Value>(of member: String, _ given: Value?, else standIn: () -> Value) -> Value {
        if let given { return given }
        reportUnset(member)
        return standIn()
    }

    /// In a test, an issue at the line that made the fake; elsewhere, one line on standard error.
    public func reportUnset(_ member: String) {
        let message = "\(feature)'s fake was asked for \(member), which was not set: give it one (fakes.\(member) = …)"
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: place)
        } else {
            FileHandle.standardError.write(Data((message + "\n").utf8))
        }
    }
}
