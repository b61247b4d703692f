import Diagnostics
import Foundation
import ProfileUserLive
import TerminalMenu

/// What the command line asked for: run the menu with options, or print help or the version.
enum Invocation: Equatable {
    case run(RunOptions)
    case help
    case version
    case graph(GraphFormat)
}

struct RunOptions: Equatable {
    var dataDirectory: String?
    var traceLifetimes = false
    /// Where Profile's user comes from instead of the sample user shipped with the app.
    var userURL: URL?
}

/// A command line the app cannot run: one line saying what is wrong; the usage follows it.
struct UsageError: Error, Equatable {
    let message: String
}

extension Invocation {
    static func parse(_ arguments: [String]) -> Result<Invocation, UsageError> {
        if arguments.contains("--help") || arguments.contains("-h") { return .success(.help) }
        if arguments.contains("--version") {
            guard arguments == ["--version"] else {
                return .failure(UsageError(message: "--version takes no other argument"))
            }
            return .success(.version)
        }
        if arguments.first == "graph" { return parseGraph(arguments.dropFirst()) }

        var options = RunOptions()
        var remaining = ArraySlice(arguments.flatMap(splittingValue))
        while let argument = remaining.popFirst() {
            switch argument {
            case "--trace-lifetimes":
                options.traceLifetimes = true
            case "--data-dir":
                guard let path = remaining.popFirst() else {
                    return .failure(UsageError(message: "--data-dir needs a path"))
                }
                if let error = setDataDirectory(path, in: &options) { return .failure(error) }
            case "--user-url":
                guard let address = remaining.popFirst() else {
                    return .failure(UsageError(message: "--user-url needs an http:// or https:// address"))
                }
                if let error = setUserURL(address, in: &options) { return .failure(error) }
            case let option where option.hasPrefix("-"):
                return .failure(UsageError(message: "unknown option '\(DisplayText.quoted(option))'"))
            default:
                return .failure(UsageError(message: "unexpected argument '\(DisplayText.quoted(argument))'"))
            }
        }
        return .success(.run(options))
    }

    private static func parseGraph(_ arguments: ArraySlice<String>) -> Result<Invocation, UsageError> {
        var format: String?
        var remaining = arguments
        while let argument = remaining.popFirst() {
            if format != nil, argument == "--format" || argument.hasPrefix("--format=") {
                return .failure(UsageError(message: "--format is given more than once"))
            }
            switch argument {
            case "--format":
                guard let value = remaining.popFirst() else {
                    return .failure(UsageError(message: "--format needs one of text, mermaid, dot"))
                }
                format = value
            case let option where option.hasPrefix("--format="):
                format = String(option.dropFirst("--format=".count))
            default:
                return .failure(UsageError(message: "graph does not take '\(DisplayText.quoted(argument))'"))
            }
        }
        guard let chosen = GraphFormat(rawValue: format ?? "text") else {
            let shown = DisplayText.quoted(format ?? "")
            return .failure(UsageError(message: "unknown graph format '\(shown)'; choose text, mermaid or dot"))
        }
        return .success(.graph(chosen))
    }

    /// `--data-dir=PATH` as `--data-dir` and `PATH`, and the same for `--user-url`, so each is read one way.
    private static func splittingValue(_ argument: String) -> [String] {
        for option in ["--data-dir", "--user-url"] where argument.hasPrefix(option + "=") {
            return [option, String(argument.dropFirst(option.count + 1))]
        }
        return [argument]
    }

    private static func setUserURL(_ address: String, in options: inout RunOptions) -> UsageError? {
        if options.userURL != nil { return UsageError(message: "--user-url is given more than once") }
        guard let url = ServerUser.address(address) else {
            return UsageError(
                message: "--user-url needs an http:// or https:// address, not '\(DisplayText.quoted(address))'")
        }
        options.userURL = url
        return nil
    }

    private static func setDataDirectory(_ path: String, in options: inout RunOptions) -> UsageError? {
        if options.dataDirectory != nil { return UsageError(message: "--data-dir is given more than once") }
        if path.isEmpty { return UsageError(message: "--data-dir needs a non-empty path") }
        options.dataDirectory = path
        return nil
    }
}
