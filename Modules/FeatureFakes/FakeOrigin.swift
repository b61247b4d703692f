import Foundation
import Testing

/// A feature's fake, as its members report: which feature it stands in for, and where it was made. A member
/// used before the test or the example gave it a value fails the running test there, naming the member and
/// the feature, as swift-dependencies' `unimplemented` does; outside a test, it says so in one line.
public struct FakeOrigin: Sendable {
    /// The feature the fake stands in for: `Quote`.
    public let feature: String
    private let place: SourceLocation
    private let elsewhere: @Sendable (String) -> Void

    /// Reports at the place given, which defaults to the caller's, with the literals rather than
    /// `#_sourceLocation`, so that an executable making fakes needs no testing macro; outside a test, reports go
    /// to `elsewhere`, standard error unless told.
    public init(
        feature: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        column: Int = #column,
        elsewhere: @escaping @Sendable (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    ) {
        self.feature = feature
        place = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        self.elsewhere = elsewhere
    }

    /// `given`, or, when nothing was given, `standIn` after the report that `member` was used unset.
    public func value<Value>(of member: String, _ given: Value?, else standIn: () -> Value) -> Value {
        if let given { return given }
        reportUnset(member)
        return standIn()
    }

    /// In a test, an issue at the place the fake was made; elsewhere, one line.
    public func reportUnset(_ member: String) {
        let message = "The \(feature) fakes: \(member) was used but never set; set it first (fakes.\(member) = …)"
        if Test.current != nil {
            Issue.record(Comment(rawValue: message), sourceLocation: place)
        } else {
            elsewhere(message)
        }
    }
}
