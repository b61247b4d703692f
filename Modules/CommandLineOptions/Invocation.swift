import Foundation
import GraphExport
import ProfileUserLive
import TerminalMenu

/// What the command line asked for: run the menu with options, or print help or the version.
public enum Invocation: Equatable, Sendable {
    case run(RunOptions)
    case help
    case version
    case graph(GraphFormat)
}

public struct RunOptions: Equatable, Sendable {
    public var dataDirectory: String?
    public var traceLifetimes: Bool
    /// Where Profile's user comes from instead of the sample user shipped with the app.
    public var userURL: URL?

    public init(dataDirectory: String? = nil, traceLifetimes: Bool = false, userURL: URL? = nil) {
        (self.dataDirectory, self.traceLifetimes, self.userURL) = (dataDirectory, traceLifetimes, userURL)
    }
}

/// A command line the app cannot run: one line saying what is wrong; the usage follows it.
public struct UsageError: Error, Equatable {
    public let message: String

    public init(message: String) { self.message = message }
}

extension Invocation {
    public static func parse(_ arguments: [String]) -> Result<Invocation, UsageError> {
        if arguments.contains("--help") || arguments.contains("-h") { return .success(.help) }
        if arguments.contains("--version") {
            return arguments == ["--version"] ? .success(.version) : failure("--version takes no other argument")
        }
        let isGraph = arguments.first == "graph"
        let valued = isGraph ? ["--format"] : ["--data-dir", "--user-url"]
        var remaining = ArraySlice(arguments.dropFirst(isGraph ? 1 : 0).flatMap { splitting($0, valued) })
        var values: [String: String] = [:]
        var traceLifetimes = false
        while let argument = remaining.popFirst() {
            let shown = DisplayText.quoted(argument)
            if valued.contains(argument) {
                guard values[argument] == nil else { return failure("\(argument) is given more than once") }
                guard let value = remaining.popFirst() else {
                    return failure("\(argument) needs \(needs[argument] ?? "")")
                }
                if let problem = problem(with: value, for: argument) { return failure(problem) }
                values[argument] = value
            } else if argument == "--trace-lifetimes" && !isGraph {
                traceLifetimes = true
            } else if isGraph {
                return failure("graph does not take '\(shown)'")
            } else {
                return failure(argument.hasPrefix("-") ? "unknown option '\(shown)'" : "unexpected argument '\(shown)'")
            }
        }
        guard isGraph else {
            let userURL = values["--user-url"].flatMap(ServerUser.address)
            return .success(
                .run(RunOptions(dataDirectory: values["--data-dir"], traceLifetimes: traceLifetimes, userURL: userURL)))
        }
        guard let format = GraphFormat(rawValue: values["--format"] ?? "text") else {
            let shown = DisplayText.quoted(values["--format"] ?? "")
            return failure("unknown graph format '\(shown)'; choose text, mermaid or dot")
        }
        return .success(.graph(format))
    }

    /// What each option that takes a value needs, as a usage error says it.
    private static let needs = [
        "--data-dir": "a path", "--user-url": "an http:// or https:// address", "--format": "one of text, mermaid, dot",
    ]

    /// What is wrong with `value` for `option`, said as soon as it is read.
    private static func problem(with value: String, for option: String) -> String? {
        switch option {
        case "--data-dir" where value.isEmpty: "--data-dir needs a non-empty path"
        case "--user-url" where ServerUser.address(value) == nil:
            "--user-url needs an http:// or https:// address, not '\(DisplayText.quoted(value))'"
        default: nil
        }
    }

    /// `--data-dir=PATH` as `--data-dir` and `PATH`, for each of `valued`, so that each is read one way.
    private static func splitting(_ argument: String, _ valued: [String]) -> [String] {
        for option in valued where argument.hasPrefix(option + "=") {
            return [option, String(argument.dropFirst(option.count + 1))]
        }
        return [argument]
    }

    private static func failure(_ message: String) -> Result<Invocation, UsageError> {
        .failure(UsageError(message: message))
    }
}
