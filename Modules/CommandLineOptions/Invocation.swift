import Foundation
import GraphExport
import ProfileUserLive
import TerminalMenu

/// What the command line asked for: run the menu with options (from the main menu, a link, or where the last
/// run ended), list the links, print the graph, a completion script, the help or the version.
public enum Invocation: Equatable, Sendable {
    case run(RunOptions)
    case links
    case help
    case version
    case graph(GraphFormat)
    case completion(Shell)
}

public struct RunOptions: Equatable, Sendable {
    /// Where the menu starts.
    public enum Start: Equatable, Sendable {
        case mainMenu
        /// The screen a link's segments name, with every screen of its path beneath.
        case link([String])
        /// Where the last run of the data directory ended.
        case resume
    }

    public var dataDirectory: String?
    public var traceLifetimes: Bool
    /// Where Profile's user comes from instead of the sample user shipped with the app.
    public var userURL: URL?
    public var start: Start

    public init(
        dataDirectory: String? = nil, traceLifetimes: Bool = false, userURL: URL? = nil, start: Start = .mainMenu
    ) {
        (self.dataDirectory, self.traceLifetimes, self.userURL, self.start) = (
            dataDirectory, traceLifetimes, userURL, start
        )
    }
}

/// The shells `completion` writes a script for.
public enum Shell: String, CaseIterable, Equatable, Sendable {
    case bash, zsh, fish
}

/// A command line the app cannot run: one line saying what is wrong, ending with where the usage is when it helps.
public struct UsageError: Error, Equatable {
    public let message: String
    /// Whether the line ends with the hint to `--help`: not for a link, whose line says what would do.
    public let showsUsage: Bool

    public init(message: String, showsUsage: Bool = true) {
        self.message = message
        self.showsUsage = showsUsage
    }
}

extension Invocation {
    /// The subcommands, each once, anywhere among the options.
    public static let subcommands = ["open", "resume", "links", "graph", "completion"]
    /// The options that take a value, each with what it needs.
    static let valued = [
        "--data-dir": "a path", "--user-url": "an http:// or https:// address", "--format": "one of text, mermaid, dot",
    ]

    /// Reads `arguments`: the options may come before or after the subcommand, each once.
    public static func parse(_ arguments: [String]) -> Result<Invocation, UsageError> {
        if arguments.contains("--help") || arguments.contains("-h") { return .success(.help) }
        if arguments.contains("--version") {
            return arguments == ["--version"] ? .success(.version) : failure("--version takes no other argument")
        }
        var subcommand: String?
        var operand: String?
        var values: [String: String] = [:]
        var traceLifetimes = false
        var remaining = ArraySlice(arguments.flatMap(splitting))
        while let argument = remaining.popFirst() {
            let shown = DisplayText.quoted(argument)
            if let needs = valued[argument] {
                guard values[argument] == nil else { return failure("\(argument) is given more than once") }
                guard let value = remaining.popFirst() else { return failure("\(argument) needs \(needs)") }
                if let problem = problem(with: value, for: argument) { return failure(problem) }
                values[argument] = value
            } else if argument == "--trace-lifetimes" {
                traceLifetimes = true
            } else if argument.hasPrefix("-") && !(subcommand == "open" && operand == nil) {
                return failure("unknown option '\(shown)'")
            } else if subcommand == nil, subcommands.contains(argument) {
                subcommand = argument
            } else if operand == nil, subcommand == "open" || subcommand == "completion" {
                operand = argument
            } else if subcommands.contains(argument) {
                return failure(
                    argument == subcommand
                        ? "\(argument) is named twice" : "\(subcommand ?? "") and \(argument) cannot go together",
                    showsUsage: false)
            } else {
                return failure("unexpected argument '\(shown)'")
            }
        }
        let taken = options(of: subcommand)
        if let refused = (Array(values.keys) + (traceLifetimes ? ["--trace-lifetimes"] : [])).sorted()
            .first(where: { !taken.contains($0) })
        {
            return failure("\(subcommand ?? "the menu") does not take '\(refused)'", showsUsage: false)
        }
        return invocation(subcommand, operand: operand, values: values, traceLifetimes: traceLifetimes)
    }

    /// The options `subcommand` takes: `--data-dir`, where the app's values are, by every one.
    private static func options(of subcommand: String?) -> Set<String> {
        switch subcommand {
        case "graph": ["--data-dir", "--format"]
        case "links", "completion": ["--data-dir"]
        default: ["--data-dir", "--user-url", "--trace-lifetimes"]
        }
    }

    private static func invocation(
        _ subcommand: String?, operand: String?, values: [String: String], traceLifetimes: Bool
    ) -> Result<Invocation, UsageError> {
        let run = { (start: RunOptions.Start) in
            Invocation.run(
                RunOptions(
                    dataDirectory: values["--data-dir"], traceLifetimes: traceLifetimes,
                    userURL: values["--user-url"].flatMap(ServerUser.address), start: start))
        }
        switch subcommand {
        case "open":
            guard let operand else {
                return .failure(
                    UsageError(
                        message: "open needs a link, such as profile/privacy ('feature-graph links' lists every link)",
                        showsUsage: false))
            }
            return LinkText.segments(of: operand).map { run(.link($0)) }
        case "resume": return .success(run(.resume))
        case "links": return .success(.links)
        case "completion":
            guard let shell = operand.flatMap(Shell.init) else {
                let given = operand.map { ", not '\(DisplayText.quoted($0))'" } ?? ""
                return failure("completion needs a shell: bash, zsh or fish\(given)")
            }
            return .success(.completion(shell))
        case "graph":
            guard let format = GraphFormat(rawValue: values["--format"] ?? "text") else {
                let shown = DisplayText.quoted(values["--format"] ?? "")
                return failure("unknown graph format '\(shown)'; choose text, mermaid or dot")
            }
            return .success(.graph(format))
        default: return .success(run(.mainMenu))
        }
    }

    /// What is wrong with `value` for `option`, said as soon as it is read.
    private static func problem(with value: String, for option: String) -> String? {
        switch option {
        case "--data-dir" where value.isEmpty: "--data-dir needs a non-empty path"
        case "--user-url" where ServerUser.address(value) == nil:
            "--user-url needs \(ServerUser.wanted(instead: value)), not '\(DisplayText.quoted(value))'"
        default: nil
        }
    }

    /// `--data-dir=PATH` as `--data-dir` and `PATH`, so that each is read one way.
    private static func splitting(_ argument: String) -> [String] {
        for option in valued.keys where argument.hasPrefix(option + "=") {
            return [option, String(argument.dropFirst(option.count + 1))]
        }
        return [argument]
    }

    private static func failure(_ message: String, showsUsage: Bool = true) -> Result<Invocation, UsageError> {
        .failure(UsageError(message: message, showsUsage: showsUsage))
    }
}
