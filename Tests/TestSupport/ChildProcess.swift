import Foundation

/// A program a test runs as a separate process. Its output goes to files, so no pipe can fill up and
/// block it, and every wait has a deadline: when the deadline passes, the child is killed and the wait
/// throws `DeadlinePassed` with everything the child wrote, so a hung child fails its test instead of
/// hanging the suite.
public final class ChildProcess {
    /// How a child that ended, ended.
    public struct Ending: Sendable {
        /// The exit status, or the signal that ended it.
        public let status: Int32
        /// Whether it exited or a signal ended it.
        public let reason: Process.TerminationReason
        /// Everything it wrote to standard output.
        public let output: String
        /// Everything it wrote to standard error.
        public let errors: String
    }

    /// A wait that ran out: the child was killed; what it wrote until then says where it stopped.
    public struct DeadlinePassed: Error, CustomStringConvertible {
        /// What the wait was for.
        public let waitingFor: String
        /// What the child wrote to standard output before it was killed.
        public let output: String
        /// What the child wrote to standard error before it was killed.
        public let errors: String

        /// What was awaited and everything the child wrote, for the test's failure.
        public var description: String {
            "the child process was killed after waiting too long for \(waitingFor)\n"
                + "--- its output ---\n\(output)\n--- its errors ---\n\(errors)"
        }
    }

    private let process = Process()
    private let input = Pipe()
    private let folder: URL
    private let outputFile: URL
    private let errorFile: URL

    /// Starts `executable` with `arguments` and `environment` (the test's own when `nil`).
    public init(_ executable: URL, arguments: [String] = [], environment: [String: String]? = nil) throws {
        folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("feature-graph-child-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        outputFile = folder.appendingPathComponent("stdout")
        errorFile = folder.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardInput = input
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: folder)
    }

    /// An executable the build put beside the test bundle, such as `feature-graph`.
    public static func builtProduct(_ name: String) -> URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name)
    }

    /// The child's process number.
    public var processIdentifier: Int32 { process.processIdentifier }
    /// Whether the child is still running.
    public var isRunning: Bool { process.isRunning }

    /// What the child has written to standard output so far.
    public var outputSoFar: String { (try? String(contentsOf: outputFile, encoding: .utf8)) ?? "" }

    /// What the child has written to standard error so far.
    public var errorsSoFar: String { (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "" }

    /// Types `text` on the child's standard input.
    public func type(_ text: String) {
        input.fileHandleForWriting.write(Data(text.utf8))
    }

    /// Types `data` on the child's standard input.
    public func type(_ data: Data) {
        input.fileHandleForWriting.write(data)
    }

    /// Closes the child's standard input: the end of input, as Ctrl-D at a terminal.
    public func endInput() throws {
        try input.fileHandleForWriting.close()
    }

    /// Sends `signal` to the child.
    public func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Waits until `isDone(outputSoFar)`; kills the child and throws when `deadline` passes first, or
    /// when the child ends without it.
    public func waitForOutput(
        _ what: String, within deadline: Duration, until isDone: (String) -> Bool
    ) throws {
        let end = ContinuousClock.now + deadline
        while !isDone(outputSoFar) {
            // What the child wrote before it ended is read once more: it may have ended since the read.
            guard process.isRunning || isDone(outputSoFar) else {
                throw DeadlinePassed(
                    waitingFor: "\(what) (it ended first)", output: outputSoFar, errors: errorsSoFar)
            }
            guard ContinuousClock.now < end else { throw killed(waitingFor: what) }
            Thread.sleep(forTimeInterval: 0.01)
        }
    }

    /// Waits for the child to end; kills it and throws when `deadline` passes first.
    @discardableResult
    public func finish(within deadline: Duration) throws -> Ending {
        let end = ContinuousClock.now + deadline
        while process.isRunning {
            guard ContinuousClock.now < end else { throw killed(waitingFor: "it to end") }
            Thread.sleep(forTimeInterval: 0.01)
        }
        process.waitUntilExit()
        return Ending(
            status: process.terminationStatus, reason: process.terminationReason, output: outputSoFar,
            errors: errorsSoFar)
    }

    private func killed(waitingFor what: String) -> DeadlinePassed {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return DeadlinePassed(waitingFor: what, output: outputSoFar, errors: errorsSoFar)
    }
}
