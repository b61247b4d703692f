import Foundation

/// A program a test runs as a separate process. What it writes is read as it comes, on threads of their
/// own, so no pipe can fill up and block it, and each read or its end wakes whoever waits: a wait sleeps
/// until the child writes or ends, never polling. Every wait has a deadline: when it passes, the child is
/// killed and the wait throws `DeadlinePassed` with everything the child wrote, so a hung child fails its
/// test instead of hanging the suite.
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
    /// The test's end of the child's standard input.
    private let input: FileHandle
    private let changes = Changes()
    private let output: CollectedStream
    private let errors: CollectedStream

    /// Starts `executable` with `arguments` and `environment` (the test's own when `nil`). Its pipes are
    /// close-on-exec (`O_CLOEXEC`, `CloseOnExec.pipe`), so that only this child holds their other ends, and
    /// each ends when it does.
    public init(_ executable: URL, arguments: [String] = [], environment: [String: String]? = nil) throws {
        guard let input = CloseOnExec.pipe(), let output = CloseOnExec.pipe(), let errors = CloseOnExec.pipe() else {
            throw CocoaError(.fileWriteUnknown)
        }
        self.input = input.writing
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardInput = input.reading
        process.standardOutput = output.writing
        process.standardError = errors.writing
        process.terminationHandler = { [changes] _ in changes.changed() }
        self.output = CollectedStream(reading: output.reading.fileDescriptor, telling: changes)
        self.errors = CollectedStream(reading: errors.reading.fileDescriptor, telling: changes)
        try process.run()
        // The child has its own copies now: the test's of the child's ends go, so each pipe ends with it.
        try input.reading.close()
        try output.writing.close()
        try errors.writing.close()
    }

    deinit {
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
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
    public var outputSoFar: String { output.text }

    /// What the child has written to standard error so far.
    public var errorsSoFar: String { errors.text }

    /// Types `text` on the child's standard input.
    public func type(_ text: String) {
        input.write(Data(text.utf8))
    }

    /// Types `data` on the child's standard input.
    public func type(_ data: Data) {
        input.write(data)
    }

    /// Closes the child's standard input: the end of input, as Ctrl-D at a terminal.
    public func endInput() throws {
        try input.close()
    }

    /// Sends `signal` to the child.
    public func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Waits until `isDone(outputSoFar)`; kills the child and throws when `deadline` passes first, or
    /// when the child's output ends without it.
    public func waitForOutput(
        _ what: String, within deadline: Duration, isolation: isolated (any Actor)? = #isolation,
        until isDone: (String) -> Bool
    ) async throws {
        _ = await changes.wait(within: deadline) { isDone(outputSoFar) || output.hasEnded }
        guard !isDone(outputSoFar) else { return }
        guard !output.hasEnded else {
            throw DeadlinePassed(waitingFor: "\(what) (it ended first)", output: outputSoFar, errors: errorsSoFar)
        }
        throw await killed(waitingFor: what)
    }

    /// Waits for the child to end and for everything it wrote; kills it and throws when `deadline` passes
    /// first. (Should a process it started hold its output open, what came until the deadline is taken.)
    @discardableResult
    public func finish(within deadline: Duration, isolation: isolated (any Actor)? = #isolation) async throws
        -> Ending
    {
        _ = await changes.wait(within: deadline) { !process.isRunning && output.hasEnded && errors.hasEnded }
        guard !process.isRunning else { throw await killed(waitingFor: "it to end") }
        return Ending(
            status: process.terminationStatus, reason: process.terminationReason, output: outputSoFar,
            errors: errorsSoFar)
    }

    /// Kills the child and waits for its end (told by its termination, as every wait here is).
    private func killed(waitingFor what: String, isolation: isolated (any Actor)? = #isolation) async
        -> DeadlinePassed
    {
        kill(process.processIdentifier, SIGKILL)
        _ = await changes.wait(within: WaitLimit.forAnEvent) { !process.isRunning }
        return DeadlinePassed(waitingFor: what, output: outputSoFar, errors: errorsSoFar)
    }
}
