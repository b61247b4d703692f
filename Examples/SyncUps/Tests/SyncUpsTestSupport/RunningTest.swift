import FeatureFakes
import Synchronization
import Testing

extension FakeReporter {
    /// An issue of the running test at the line that made the fakes: the test fails there, naming the member.
    public static var runningTest: FakeReporter {
        FakeReporter { message, place in
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: place.fileID, filePath: place.filePath, line: place.line, column: place.column))
        }
    }
}

/// What fakes reported, in order: for a test that a member used unset is reported, naming it.
public final class FakeReports: Sendable {
    private let said = Mutex<[String]>([])

    public init() {}

    public var reporter: FakeReporter { FakeReporter { message, _ in self.said.withLock { $0.append(message) } } }
    public var lines: [String] { said.withLock { $0 } }
}
