import Foundation
import Testing

/// `syncups` as a person runs it with piped input: the built executable, its standard input a file, its exit
/// status and what it wrote.
@Suite struct PipedSessionTests {
    @Test func aPipedSessionOpensALinkShowsTheSyncUpAndEndsWithTheInput() async throws {
        let data = TemporaryFolder()
        defer { withExtendedLifetime(data) {} }  // the run writes there until it ends
        let ended = try await Self.run(["--data-dir", data.path, "open", "syncups/1"], typing: "3\n1\nb\nb\nq\n")
        #expect(ended.status == 0)
        #expect(ended.output.contains("Meetings held: 1"))
        #expect(ended.output.contains("Blob Jr: its copy is next."))
        #expect(ended.errors.isEmpty)
        #expect(!ended.output.contains("\u{1B}"))
    }

    @Test func aPipedLinkToNoSyncUpExitsSixtyFourWithOneLine() async throws {
        let data = TemporaryFolder()
        defer { withExtendedLifetime(data) {} }  // the run writes there until it ends
        let ended = try await Self.run(["--data-dir", data.path, "open", "syncups/999999"], typing: "")
        #expect(ended.status == 64)
        #expect(ended.errors.split(separator: "\n").count == 1)
    }

    @Test(arguments: [
        // Each script uses every member of the feature's fakes: a member left unset is reported on standard error.
        ("sync-ups-list-alone", "1\nb\na\nb\nq\n", "A placeholder for New sync-up of the SyncUpForm feature"),
        ("sync-up-detail-alone", "1\nb\n2\nb\n4\nyes\nq\n", "Deleted Design."),
        ("sync-up-form-alone", "Retro\n10\nAna, Bo\nq\n", "Kept Retro."),
        ("record-meeting-alone", "Hello.\nc\ns\nq\n", "Kept the meeting, 1 line(s) said."),
    ])
    func eachFeatureRunsAloneOverItsFakes(executable: String, script: String, shown: String) async throws {
        let ended = try await Self.run([], typing: script, executable: executable)
        #expect(ended.status == 0)
        #expect(ended.output.contains(shown))
        #expect(ended.errors.isEmpty)
        #expect(!ended.output.contains("\u{1B}"))
    }

    @Test(arguments: ["sync-ups-list-alone", "sync-up-detail-alone", "sync-up-form-alone", "record-meeting-alone"])
    func aFeatureAloneRefusesALinkThatOpensNothingWithSixtyFour(executable: String) async throws {
        let ended = try await Self.run(["nowhere"], typing: "", executable: executable)
        #expect(ended.status == 64)
        #expect(ended.errors.hasPrefix("\(executable): no screen 'nowhere'"))
    }

    @Test func anOutputClosedEarlyEndsTheRunWithoutASignal() async throws {
        let data = TemporaryFolder()
        defer { withExtendedLifetime(data) {} }  // the run writes there until it ends
        let ended = try await Self.run(
            ["--data-dir", data.path, "open", "syncups/1"], typing: String(repeating: "3\nb\n", count: 2000),
            closingOutput: true)
        #expect(ended.status == 0)
        #expect(ended.reason == .exit)
    }

    @Test func anInterruptWhileItWaitsForALineEndsTheRunWithOneHundredThirty() async throws {
        let data = TemporaryFolder()
        defer { withExtendedLifetime(data) {} }  // the run writes there until it ends
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("syncups")
        process.arguments = ["--data-dir", data.path]
        let (input, output) = (Pipe(), Pipe())
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        // What it writes, as it comes: once the main menu's prompt is drawn, it waits for a line.
        let (written, arriving) = AsyncStream<Data>.makeStream()
        output.fileHandleForReading.readabilityHandler = { handle in
            let data = handle.availableData
            if data.isEmpty { arriving.finish() } else { arriving.yield(data) }
        }
        let status = await withTaskGroup(of: Int32?.self) { group in
            group.addTask {
                await withCheckedContinuation { ended in
                    process.terminationHandler = { ended.resume(returning: $0.terminationStatus) }
                    do { try process.run() } catch { ended.resume(returning: -1) }
                }
            }
            group.addTask {
                var seen = Data()
                for await data in written {
                    seen += data
                    if String(decoding: seen, as: UTF8.self).hasSuffix("> ") {
                        process.interrupt()
                        break
                    }
                }
                return nil
            }
            group.addTask {
                // Past the limit the process is ended, so the task waiting for its end returns too.
                try? await Task.sleep(for: .seconds(60))
                if !Task.isCancelled { process.terminate() }
                return nil
            }
            var status: Int32?
            while status == nil, let next = await group.next() { status = next }
            group.cancelAll()
            return status
        }
        output.fileHandleForReading.readabilityHandler = nil
        try input.fileHandleForWriting.close()
        #expect(status == 130)
    }

    /// The test's environment as a person's terminal sets it, wherever the tests run: a terminal that shows styles,
    /// and no `NO_COLOR`, so that only whether output is a terminal decides whether it is styled; a home of its own,
    /// so that a run that missed `--data-dir` writes nothing in the home of whoever runs the tests.
    static var styledTerminal: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = "xterm-256color"
        environment["NO_COLOR"] = nil
        environment["XDG_DATA_HOME"] = nil
        environment["HOME"] = SyncUpsAppTests.aHomeOfItsOwn["HOME"]
        return environment
    }

    /// Runs the built `syncups` with `arguments`, `script` its standard input; fails the test if it has not ended
    /// within a minute, which a busy machine never takes.
    static func run(
        _ arguments: [String], typing script: String, executable: String = "syncups", closingOutput: Bool = false
    ) async throws -> (status: Int32, output: String, errors: String, reason: Process.TerminationReason) {
        let folder = TemporaryFolder()
        defer { withExtendedLifetime(folder) {} }  // read once the run has ended
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let (input, output, errors) = (
            folder.appendingPathComponent("in"), folder.appendingPathComponent("out"),
            folder.appendingPathComponent("err")
        )
        try Data(script.utf8).write(to: input)
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent(executable)
        process.arguments = arguments
        process.environment = Self.styledTerminal
        process.standardInput = try FileHandle(forReadingFrom: input)
        let closed = Pipe()
        process.standardOutput = closingOutput ? closed : try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        let status = try await withThrowingTaskGroup(of: Int32?.self) { group in
            group.addTask {
                await withCheckedContinuation { ended in
                    process.terminationHandler = { ended.resume(returning: $0.terminationStatus) }
                    do {
                        try process.run()
                        // Nothing reads what it writes: its first write past the pipe's end fails.
                        if closingOutput { try closed.fileHandleForReading.close() }
                    } catch { ended.resume(returning: -1) }
                }
            }
            group.addTask {
                // Past the limit the process is ended, so the task waiting for its end returns too.
                try await Task.sleep(for: .seconds(60))
                process.terminate()
                return nil
            }
            let first = try await group.next() ?? nil
            group.cancelAll()
            return first
        }
        guard let status else {
            Issue.record("\(executable) did not end within a minute")
            return (-1, "", "", .exit)
        }
        return (
            status, try String(contentsOf: output, encoding: .utf8), try String(contentsOf: errors, encoding: .utf8),
            process.terminationReason
        )
    }
}
