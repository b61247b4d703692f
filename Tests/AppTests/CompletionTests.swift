import CommandLineOptions
import Foundation
import TestSupport
import Testing

@testable import App

/// `feature-graph completion bash|zsh|fish`: a script that completes the subcommands, the options and the app's
/// links, read from the same walk `links` prints. The bash one is sourced in a real bash and asked.
@MainActor
@Suite(.limitForATest) struct CompletionTests {
    @Test(arguments: [
        (
            ["open", "profile/pri"],
            [
                "profile/privacy", "profile/privacy/photos", "profile/privacy/friends-list", "profile/privacy/posts",
                "profile/privacy/video-calls", "profile/privacy/messages",
            ]
        ),
        (
            ["open", "pro"],
            [
                "profile", "profile/view-as", "profile/privacy", "profile/privacy/photos",
                "profile/privacy/friends-list",
                "profile/privacy/posts", "profile/privacy/video-calls", "profile/privacy/messages",
                "profile/edit-quote",
            ]
        ),
        (["--da"], ["--data-dir"]),
        (["re"], ["resume"]),
        (["graph", "--format", "m"], ["mermaid"]),
        (["completion", ""], ["bash", "zsh", "fish"]),
        (["--data-dir", "/tmp", "open", "diag"], ["diagnostics"]),
    ])
    func bashCompletesSubcommandsOptionsAndLinks(typed: [String], offered: [String]) async throws {
        let script = TemporaryDirectory()
        let run = await AppRun(["completion", "bash"], input: "")
        try script.write(run.output, to: "completion.bash")
        let words = (["feature-graph"] + typed).map { "'\($0)'" }.joined(separator: " ")
        let bash = try ChildProcess(
            URL(fileURLWithPath: "/bin/bash"),
            arguments: [
                "--norc", "-c",
                """
                source '\(script.url.path)/completion.bash'
                COMP_WORDS=(\(words)); COMP_CWORD=\(typed.count); _feature_graph
                printf '%s\\n' "${COMPREPLY[@]}"
                """,
            ])
        let ended = try await bash.finish(within: WaitLimit.forAnEvent)
        #expect(ended.status == 0, "\(ended.errors)")
        #expect(Set(ended.output.split(separator: "\n").map(String.init)) == Set(offered), "\(ended.output)")
    }

    /// Every link `links` prints is in each script, so a new screen completes once the script is printed again.
    @Test(arguments: Shell.allCases)
    func everyScriptHoldsEveryLink(shell: Shell) async {
        let run = await AppRun(["completion", shell.rawValue], input: "")
        for link in RootComponent.links() {
            #expect(run.output.contains(" \(link.text)"), "\(shell): \(link.text)")
        }
        #expect(run.output.contains("feature-graph"))
        #expect(run.status == .success && run.errors.isEmpty)
    }
}
