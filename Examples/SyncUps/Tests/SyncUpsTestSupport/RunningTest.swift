import FeatureFakes
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
