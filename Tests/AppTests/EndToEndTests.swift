import Foundation
import Testing

/// Runs the built `feature-graph` binary with piped input, as a user's shell or a demo script would.
@Suite(.timeLimit(.minutes(1)))
struct EndToEndTests {
    @Test func aPipedSessionRunsAndEndsWith0() throws {
        let run = try BinaryRun(input: Data("1\n?\nb\nq\n".utf8))
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("FeatureGraph\nNotifications every 15 min from 09:00, last at 20:45"))
        #expect(run.output.contains("  \u{2014} Albert Einstein\n"))
        #expect(run.errors.isEmpty)
    }

    /// Piped input is written back after each prompt, so no notice or trace line shares the prompt's line.
    @Test func aPipedTranscriptGivesEveryNoticeALineOfItsOwn() throws {
        let typed = ["1", "1", "Words.", "Someone", "b", "q"]
        let run = try BinaryRun(
            arguments: ["--trace-lifetimes"], input: Data(typed.map { $0 + "\n" }.joined().utf8))
        let prompted = run.output.split(separator: "\n").filter { $0.hasPrefix("> ") }.map { String($0.dropFirst(2)) }
        #expect(prompted == typed)
        #expect(
            run.output.contains("> Someone\n[lifetime] released EditQuoteScreen (factory) ^->Root->Quote\nSaved.\n"))
    }

    @Test func endOfInputExits0() throws {
        let run = try BinaryRun(input: Data())
        #expect(run.status == 0)
    }

    @Test func aUsageErrorExits64() throws {
        let run = try BinaryRun(arguments: ["--nope"], input: Data())
        #expect(run.status == 64)
        #expect(run.errors.hasPrefix("feature-graph: unknown option '--nope'\n"))
    }

    @Test func invalidUTF8AndControlBytesNeitherCrashNorHang() throws {
        var input = Data([0xFF, 0xFE, 0xC3, 0x0A, 0x00, 0x1B, 0x5B, 0x41, 0x0A])
        input.append(Data((String(repeating: "y", count: 100_000) + "\nq\n").utf8))
        let run = try BinaryRun(input: input)
        #expect(run.status == 0)
        #expect(run.output.contains("Unknown choice \"\u{FFFD}\u{FFFD}\u{FFFD}\""))
        #expect(run.output.contains("That line is too long"))
    }

    @Test func ctrlCExits130() throws {
        let run = try BinaryRun.interrupted()
        #expect(run.status == 130)
        #expect(run.reason == .exit)
    }

    @Test func sigtermExits143AndSavesNoHalfDoneFlow() throws {
        let run = try BinaryRun.interrupted(typing: "2\n1\n10:00\n", signal: SIGTERM)
        #expect(run.status == 143)
        #expect(run.reason == .exit)
        #expect(run.output.contains("Stop time"))
        #expect(run.dataFiles.allSatisfy { !$0.hasPrefix("notification-schedule.json") })
    }

    /// `yes 4 | feature-graph | head -c 100`: once the reader has gone, the app must end, not keep
    /// answering an endless input nobody sees.
    @Test func aReaderThatGoesAwayEndsTheRun() throws {
        let input = Pipe()
        let output = Pipe()
        let yes = Process()
        yes.executableURL = URL(fileURLWithPath: "/usr/bin/yes")
        yes.arguments = ["4"]
        yes.standardOutput = input
        let app = Process()
        app.executableURL = BinaryRun.executable
        app.arguments = [
            "--data-dir",
            FileManager.default.temporaryDirectory.appendingPathComponent("feature-graph-e2e-\(UUID().uuidString)")
                .path,
        ]
        app.standardInput = input
        app.standardOutput = output
        app.standardError = FileHandle.nullDevice
        try yes.run()
        try app.run()
        defer {
            // Whatever happened, leave nothing running.
            if app.isRunning { kill(app.processIdentifier, SIGKILL) }
            if yes.isRunning { kill(yes.processIdentifier, SIGKILL) }
        }

        _ = try output.fileHandleForReading.read(upToCount: 100)
        try output.fileHandleForReading.close()
        let deadline = Date().addingTimeInterval(20)
        while app.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }

        #expect(!app.isRunning, "the app kept running after its reader went away")
    }
}

/// One run of the built executable in a fresh data directory, its output captured in files.
struct BinaryRun {
    let status: Int32
    let reason: Process.TerminationReason
    let output: String
    let errors: String
    /// The files the run left in its data directory.
    var dataFiles: [String] = []

    /// The binary sits beside the test bundle in the build's products directory.
    static let executable = URL(fileURLWithPath: CommandLine.arguments[0])
        .deletingLastPathComponent().appendingPathComponent("feature-graph")

    init(arguments: [String] = [], input: Data) throws {
        let launched = try Launched(arguments: arguments)
        launched.stdin.fileHandleForWriting.write(input)
        try launched.stdin.fileHandleForWriting.close()
        self = launched.finish()
    }

    /// Starts the menu, types `typing`, waits for the prompt after it, and sends `signal` (SIGINT, as
    /// Ctrl-C does, unless told otherwise).
    static func interrupted(typing: String = "", signal: Int32 = SIGINT) throws -> BinaryRun {
        let launched = try Launched(arguments: [])
        let prompts = typing.filter { $0 == "\n" }.count + 1
        launched.stdin.fileHandleForWriting.write(Data(typing.utf8))
        let deadline = Date().addingTimeInterval(30)
        while launched.outputSoFar.components(separatedBy: "> ").count - 1 < prompts && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
        }
        kill(launched.process.processIdentifier, signal)
        return launched.finish()
    }

    fileprivate init(
        status: Int32, reason: Process.TerminationReason, output: String, errors: String, dataFiles: [String]
    ) {
        self.status = status
        self.reason = reason
        self.output = output
        self.errors = errors
        self.dataFiles = dataFiles
    }
}

/// A started process with a stdin pipe and its output going to files (no pipe can fill up and block it).
private struct Launched {
    let process = Process()
    let stdin = Pipe()
    let directory: URL
    let outputFile: URL
    let errorFile: URL

    init(arguments: [String]) throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("feature-graph-e2e-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        outputFile = directory.appendingPathComponent("stdout")
        errorFile = directory.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)

        process.executableURL = BinaryRun.executable
        process.arguments = arguments
        process.environment = [
            "FEATURE_GRAPH_DATA_DIR": directory.appendingPathComponent("data").path,
            "HOME": directory.path,
            "NO_COLOR": "1",
        ]
        process.standardInput = stdin
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
    }

    var outputSoFar: String {
        (try? String(contentsOf: outputFile, encoding: .utf8)) ?? ""
    }

    func finish() -> BinaryRun {
        process.waitUntilExit()
        defer { try? FileManager.default.removeItem(at: directory) }
        return BinaryRun(
            status: process.terminationStatus,
            reason: process.terminationReason,
            output: outputSoFar,
            errors: (try? String(contentsOf: errorFile, encoding: .utf8)) ?? "",
            dataFiles: (try? FileManager.default.contentsOfDirectory(
                atPath: directory.appendingPathComponent("data").path))
                ?? []
        )
    }
}
