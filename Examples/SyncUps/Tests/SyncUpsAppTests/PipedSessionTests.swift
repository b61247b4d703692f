import Foundation
import Testing

/// `syncups` as a person runs it with piped input: the built executable, its standard input a file, its exit
/// status and what it wrote.
@Suite struct PipedSessionTests {
    @Test func aPipedSessionOpensALinkShowsTheSyncUpAndEndsWithTheInput() async throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("syncups-\(UUID().uuidString)")
        let ended = try await Self.run(["--data-dir", data.path, "open", "syncups/1"], typing: "3\n1\nb\nb\nq\n")
        #expect(ended.status == 0)
        #expect(ended.output.contains("Meetings held: 1"))
        #expect(ended.output.contains("Blob Jr: its copy is next."))
        #expect(ended.errors.isEmpty)
    }

    @Test func aPipedLinkToNoSyncUpExitsSixtyFourWithOneLine() async throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("syncups-\(UUID().uuidString)")
        let ended = try await Self.run(["--data-dir", data.path, "open", "syncups/999999"], typing: "")
        #expect(ended.status == 64)
        #expect(ended.errors.split(separator: "\n").count == 1)
    }

    @Test(arguments: [
        ("sync-ups-list-alone", "1  Design · 3 attendees · 6 min"),
        ("sync-up-detail-alone", "Meetings held: 1"),
        ("sync-up-form-alone", "New sync-up"),
        ("record-meeting-alone", "Speaker 1 of 3: Blob"),
    ])
    func eachFeatureRunsAloneOverItsFakesAndQuits(executable: String, shown: String) async throws {
        let ended = try await Self.run([], typing: "q\n", executable: executable)
        #expect(ended.status == 0)
        #expect(ended.output.contains(shown))
        #expect(ended.errors.isEmpty)
    }

    /// Runs the built `syncups` with `arguments`, `script` its standard input; fails the test if it has not ended
    /// within a minute, which a busy machine never takes.
    static func run(_ arguments: [String], typing script: String, executable: String = "syncups") async throws -> (
        status: Int32, output: String, errors: String
    ) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("syncups-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
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
        process.standardInput = try FileHandle(forReadingFrom: input)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        let status = try await withThrowingTaskGroup(of: Int32?.self) { group in
            group.addTask {
                await withCheckedContinuation { ended in
                    process.terminationHandler = { ended.resume(returning: $0.terminationStatus) }
                    do { try process.run() } catch { ended.resume(returning: -1) }
                }
            }
            group.addTask {
                try await Task.sleep(for: .seconds(60))
                return nil
            }
            let first = try await group.next() ?? nil
            group.cancelAll()
            return first
        }
        guard let status else {
            process.terminate()
            Issue.record("\(executable) did not end within a minute")
            return (-1, "", "")
        }
        return (
            status, try String(contentsOf: output, encoding: .utf8), try String(contentsOf: errors, encoding: .utf8)
        )
    }
}
