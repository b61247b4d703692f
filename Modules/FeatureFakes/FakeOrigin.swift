import Foundation

/// A feature's fake, as its members report: which feature it stands in for, where it was made, and whom a member
/// used before the test or the example gave it a value is told, naming the member and the feature, as
/// swift-dependencies' `unimplemented` does: the running test, which then fails there (`FakeReporter.runningTest`,
/// in the tests' support), or standard error, for a feature run alone. Whoever makes the fakes says which, so
/// none is chosen by default, and a build of a feature alone links no test framework.
public struct FakeOrigin: Sendable {
    /// The feature the fake stands in for: `Quote`.
    public let feature: String
    public let place: FakePlace
    private let reporter: FakeReporter

    /// Reports to `reporter` at the place given, which defaults to the caller's, with the literals rather than
    /// `#_sourceLocation`, so that an executable making fakes needs no testing macro.
    public init(
        feature: String, reporting reporter: FakeReporter, fileID: String = #fileID, filePath: String = #filePath,
        line: Int = #line, column: Int = #column
    ) {
        self.feature = feature
        self.reporter = reporter
        place = FakePlace(fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// `given`, or, when nothing was given, `standIn` after the report that `member` was used unset.
    public func value<Value>(of member: String, _ given: Value?, else standIn: () -> Value) -> Value {
        if let given { return given }
        reportUnset(member)
        return standIn()
    }

    public func reportUnset(_ member: String) {
        reporter.report(
            "The \(feature) fakes: \(member) was used but never set; set it first (fakes.\(member) = …)", place)
    }
}

/// Where fakes were made: the place a report of theirs points at.
public struct FakePlace: Sendable, Equatable {
    public let fileID: String
    public let filePath: String
    public let line: Int
    public let column: Int
}

/// Whom fakes tell of a member used unset, with the place they were made.
public struct FakeReporter: Sendable {
    let report: @Sendable (_ message: String, _ place: FakePlace) -> Void

    public init(_ report: @escaping @Sendable (_ message: String, _ place: FakePlace) -> Void) {
        self.report = report
    }

    /// One line on standard error, for a feature run alone.
    public static var standardError: FakeReporter {
        FakeReporter { message, _ in FileHandle.standardError.write(Data((message + "\n").utf8)) }
    }
}
