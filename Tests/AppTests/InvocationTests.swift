import CommandLineOptions
import TestSupport
import Testing

@testable import App

/// The command line as the built app answers it: what it prints and the status it exits with.
@Suite(.limitForATest) struct InvocationTests {
    @MainActor
    @Test func aUsageErrorIsOneLineAndWhereToGetHelpAndExits64() async {
        let run = await AppRun(["--bogus"], input: "")
        #expect(run.status == .usage)
        #expect(run.errors == "feature-graph: unknown option '--bogus' ('feature-graph --help' shows the usage)\n")
        #expect(run.output.isEmpty)
    }

    @MainActor
    @Test func helpAndVersionPrintAndExit0() async {
        let help = await AppRun(["--help"], input: "").output
        #expect(help.hasPrefix("usage: feature-graph"))
        for subcommand in Invocation.subcommands {
            #expect(help.contains("\n       feature-graph \(subcommand) "), "--help names \(subcommand)")
        }
        #expect(await AppRun(["--version"], input: "").output == "feature-graph 0.1.0\n")
    }
}
