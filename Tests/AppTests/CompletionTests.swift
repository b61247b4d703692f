import CommandLineOptions
import Foundation
import TestSupport
import Testing

@testable import App

/// `feature-graph completion bash|zsh|fish`: a script that completes the subcommands, the options and the app's
/// links, read from the same walk `links` prints. Each is asked in its own shell, the one a person types in: bash
/// with its completion variables set, zsh at a terminal of its own with Tab typed (its completion runs only in its
/// line editor), fish with `complete -C`. A shell missing from the machine skips its test; CI installs all three.
@MainActor
@Suite(.limitForATest) struct CompletionTests {
    /// What is typed after `feature-graph`, and what the script offers at its end (the last word, maybe empty).
    nonisolated static let cases: [(typed: [String], offered: Set<String>)] = [
        (["open", "profile/pri"], Set(privacyLinks)),
        (["--data-dir", "/tmp", "open", "profile/pri"], Set(privacyLinks)),
        (["open", "--trace-lifetimes", "profile/pri"], Set(privacyLinks)),
        (["open", "pro"], Set(["profile", "profile/view-as", "profile/edit-quote"] + privacyLinks)),
        (["open", "profile/privacy", ""], []),
        (["--da"], ["--data-dir"]),
        (["re"], ["resume"]),
        (["--trace-lifetimes", "op"], ["open"]),
        (["graph", "--format", "m"], ["mermaid"]),
        (["completion", ""], ["bash", "zsh", "fish"]),
        (["completion", "zsh", ""], []),
        (["--data-dir", "/tmp", "open", "diag"], ["diagnostics"]),
    ]

    private nonisolated static let privacyLinks = [
        "profile/privacy", "profile/privacy/photos", "profile/privacy/friends-list", "profile/privacy/posts",
        "profile/privacy/video-calls", "profile/privacy/messages",
    ]

    @Test(arguments: cases)
    func bashCompletesSubcommandsOptionsAndLinks(typed: [String], offered: Set<String>) async throws {
        let folder = try await Self.script(.bash)
        let words = (["feature-graph"] + typed).map { "'\($0)'" }.joined(separator: " ")
        let bash = try ChildProcess(
            URL(fileURLWithPath: "/bin/bash"),
            arguments: [
                "--norc", "-c",
                """
                source '\(folder.url.path)/completion'
                COMP_WORDS=(\(words)); COMP_CWORD=\(typed.count); _feature_graph
                printf '%s\\n' "${COMPREPLY[@]}"
                """,
            ])
        let ended = try await bash.finish(within: WaitLimit.forAnEvent)
        #expect(ended.status == 0, "\(ended.errors)")
        #expect(Set(ended.output.split(separator: "\n").map(String.init)) == offered, "\(ended.output)")
    }

    /// zsh at a terminal, the script sourced as the README says (`eval`), in a zsh whose completion system is loaded
    /// and in one where it is not: Tab is typed after the words, and what each completion adds is written down as
    /// it adds it (`compadd` wrapped, as zsh-capture-completion does).
    @Test(
        .enabled(if: ["/usr/bin/zsh", "/usr/bin/script"].allSatisfy(FileManager.default.isExecutableFile(atPath:))),
        arguments: cases, [true, false])
    func zshCompletesSubcommandsOptionsAndLinks(
        completing: (typed: [String], offered: Set<String>), compinit: Bool
    ) async throws {
        let (typed, offered) = completing
        let folder = try await Self.script(.zsh)
        try folder.write(
            """
            \(compinit ? "autoload -Uz compinit && compinit" : "")
            eval "$(<\(folder.url.path)/completion)"
            compadd() {
                if [[ ${@[1,(i)(-|--)]} == *-(O|A|D)\\ * ]]; then builtin compadd "$@"; return $?; fi
                local -a hits
                builtin compadd -O hits "$@"
                print -rl -- $hits >>\(folder.url.path)/offered
                builtin compadd "$@"
            }
            """, to: "setup.zsh")
        try folder.write("", to: "offered")
        let zsh = try ChildProcess(
            URL(fileURLWithPath: "/usr/bin/script"), arguments: ["-qec", "zsh -f -i", "/dev/null"],
            environment: ["PATH": "/usr/bin:/bin", "TERM": "xterm", "HOME": folder.url.path])
        // Each marker is printed from arithmetic, so that the echo of what was typed never shows it.
        zsh.type("source \(folder.url.path)/setup.zsh 2>&1; print -r -- ready-$((40 + 2))\n")
        // The line editor turns bracketed paste on as it starts reading: typed before, the line would go through
        // the terminal's own line editing, where Tab is a character and Ctrl-U erases.
        try await zsh.waitForOutput("zsh's line editor", within: WaitLimit.forAnEvent) {
            $0.components(separatedBy: "ready-42").dropFirst().joined().contains("\u{1B}[?2004h")
        }
        // Ctrl-U, read after Tab's completion has run, clears the line, where Ctrl-C could interrupt it.
        zsh.type((["feature-graph"] + typed).joined(separator: " ") + "\t\u{15}print -r -- done-$((40 + 2))\n")
        try await zsh.waitForOutput("the completion", within: WaitLimit.forAnEvent) { $0.contains("done-42") }
        zsh.type("exit\n")
        let ended = try await zsh.finish(within: WaitLimit.forAnEvent)
        #expect(!ended.output.contains("not found") && !ended.output.contains("error"), "\(ended.output)")
        #expect(
            Set(try folder.read("offered").split(separator: "\n").map(String.init)) == offered,
            "\(ended.output.debugDescription)")
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fish")), arguments: cases)
    func fishCompletesSubcommandsOptionsAndLinks(typed: [String], offered: Set<String>) async throws {
        let folder = try await Self.script(.fish)
        let line = (["feature-graph"] + typed).joined(separator: " ")
        let fish = try ChildProcess(
            URL(fileURLWithPath: "/usr/bin/fish"),
            arguments: ["--no-config", "-c", "source '\(folder.url.path)/completion'; complete -C '\(line)'"],
            environment: ["PATH": "/usr/bin:/bin", "HOME": folder.url.path])
        let ended = try await fish.finish(within: WaitLimit.forAnEvent)
        #expect(ended.status == 0, "\(ended.errors)")
        // Each offer is its word, then a tab and its description when it has one.
        let words = ended.output.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
        #expect(Set(words) == offered, "\(ended.output)")
    }

    /// Each script whole, as `Golden/completion.<shell>` pins it, `{links}` standing for every link `links` prints
    /// in its order: a changed word in a script is a decision a test shows, and a new screen completes once the
    /// script is printed again.
    @Test(arguments: Shell.allCases)
    func eachScriptIsItsGoldenFileWithEveryLink(shell: Shell) async throws {
        let run = await AppRun(["completion", shell.rawValue], input: "")
        let golden = try String(contentsOf: Self.golden.appendingPathComponent("completion.\(shell)"), encoding: .utf8)
        let links = RootComponent.links().map(\.text).joined(separator: " ")
        #expect(run.output == golden.replacingOccurrences(of: "{links}", with: links))
        #expect(run.status == .success && run.errors.isEmpty)
    }

    /// A folder holding the script for `shell`, as the app prints it, in `completion`.
    private static func script(_ shell: Shell) async throws -> TemporaryDirectory {
        let folder = TemporaryDirectory()
        try folder.write(await AppRun(["completion", shell.rawValue], input: "").output, to: "completion")
        return folder
    }

    private static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden")
}
