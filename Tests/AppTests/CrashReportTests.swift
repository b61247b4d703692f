import Foundation
import TestSupport
import Testing

/// A crash keeps the Swift runtime's own report — the `Fatal error` line, the thread that crashed, its
/// frames with file and line — piped and at a terminal, where the terminal gets its own editing back
/// first. `CrashAtAPrompt` is a terminal program as the app is one, which stops with a `fatalError` at the
/// first line typed; the app itself crashes on `kill -SEGV`. Not under a sanitizer, which prints a report
/// of its own.
@Suite(.limitForATest, .disabled(if: Sanitizer.handlesCrashSignals, "a sanitizer reports crashes itself"))
struct CrashReportTests {
    private static let helper = ChildProcess.builtProduct("CrashAtAPrompt")

    @Test func aFatalErrorPipedPrintsTheRuntimesReport() async throws {
        let child = try ChildProcess(Self.helper, environment: ["PATH": "/usr/bin:/bin"])
        child.type("go\n")
        let ending = try await child.finish(within: BinaryRun.deadline)
        let report = ending.output + ending.errors
        #expect(report.contains("Fatal error: crashed at a prompt after 2 characters"))
        #expect(Self.isTheRuntimesReport(report), "\(report)")
        #expect(ending.reason == .uncaughtSignal)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
    func aFatalErrorAtATerminalPrintsTheReportAndGivesTheTerminalBack() async throws {
        let child = try BinaryRun.atATerminal("'\(Self.helper.path)'; echo \"exit=$?\"; stty -a")
        try await child.type("go\r", thenWaitFor: "the end") { $0.contains("exit=") }
        let output = try await child.finish(within: BinaryRun.deadline).output
        #expect(output.contains("Fatal error: crashed at a prompt after 2 characters"))
        #expect(Self.isTheRuntimesReport(output), "\(output)")
        let settings = output.components(separatedBy: "exit=").last?.components(separatedBy: .whitespacesAndNewlines)
        #expect(["icanon", "echo", "isig", "ixon"].allSatisfy { settings?.contains($0) == true })
    }

    /// `kill -SEGV`, piped: the report names the signal, and the run ends as the signal ends a program.
    @Test func aSegmentationFaultSentToTheAppPipedPrintsTheRuntimesReport() async throws {
        let run = try await BinaryRun.interrupted(signal: SIGSEGV)
        let report = run.output + run.errors
        #expect(report.contains("Program crashed: "), "\(report)")
        #expect(Self.isTheRuntimesReport(report), "\(report)")
        #expect(run.reason == .uncaughtSignal && run.status == SIGSEGV)
    }

    /// The runtime's report: which thread crashed, its frames, and how long the backtrace took.
    private static func isTheRuntimesReport(_ text: String) -> Bool {
        text.contains(" crashed:") && text.contains("Backtrace took")
    }
}
