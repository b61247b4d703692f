import Locking

/// The lines a store reports, collected from whichever thread reports them.
public final class ReportLog: Sendable {
    private let collected = Locked<[String]>([])

    public init() {}

    public func add(_ line: String) {
        collected.withLock { $0.append(line) }
    }

    public var lines: [String] { collected.withLock { $0 } }
}
