import Foundation
import GraphExport
import ProfileUserLive
import TerminalMenu

/// What the command line asked for: run the menu with options (on a screen a link names, for `open`), list
/// the links, or print the graph, help or the version.
public enum Invocation: Equatable, Sendable {
    case run(RunOptions)
    case links
    case help
    case version
    case graph(GraphFormat)
}

public struct RunOptions: Equatable, Sendable {
    public var dataDirectory: String?
    public var traceLifetimes: Bool
    /// Where Profile's user comes from instead of the sample user shipped with the app.
    public var userURL: URL?
    /// The segments of the link to start on, with every screen of its path beneath; `nil` for the main menu.
    public var link: [String]?

    public init(dataDirectory: String? = nil, traceLifetimes: Bool = false, userURL: URL? = nil, link: [String]? = nil)
    {
        (self.dataDirectory, self.traceLifetimes, self.userURL, self.link) = (
            dataDirectory, traceLifetimes, userURL, link
        )
    }
}

/// A command line the app cannot run: one line saying what is wrong, and the usage after it when it helps.
public struct UsageError: Error, Equatable {
    public let message: String
    /// Whether the hint to `--help` follows: not for a link that names no screen, whose line says what does.
    public let showsUsage: Bool

    public init(message: String, showsUsage: Bool = true) {
        self.message = message
        self.showsUsage = showsUsage
    }
}

extension Invocation {
    public static func parse(_ arguments: [String]) -> Result<Invocation, UsageError> {
        if arguments.contains("--help") || arguments.contains("-h") { return .success(.help) }
        if arguments.contains("--version") {
            return arguments == ["--version"] ? .success(.version) : failure("--version takes no other argument")
        }
        if arguments.first == "links" {
            return arguments.count == 1 ? .success(.links) : failure("links takes no other argument")
        }
        let isGraph = arguments.first == "graph"
        let isOpen = arguments.first == "open"
        let valued = isGraph ? ["--format"] : ["--data-dir", "--user-url"]
        var remaining = ArraySlice(arguments.dropFirst(isGraph || isOpen ? 1 : 0).flatMap { splitting($0, valued) })
        var values: [String: String] = [:]
        var traceLifetimes = false
        var link: [String]?
        while let argument = remaining.popFirst() {
            let shown = DisplayText.quoted(argument)
            if isOpen && link == nil && !valued.contains(argument) && argument != "--trace-lifetimes" {
                switch LinkText.segments(of: argument) {
                case .success(let segments): link = segments
                case .failure(let error): return .failure(error)
                }
            } else if valued.contains(argument) {
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
        if isOpen && link == nil { return failure("open needs a link, such as profile/privacy") }
        guard isGraph else {
            let userURL = values["--user-url"].flatMap(ServerUser.address)
            return .success(
                .run(
                    RunOptions(
                        dataDirectory: values["--data-dir"], traceLifetimes: traceLifetimes, userURL: userURL,
                        link: link)))
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
            "--user-url needs \(ServerUser.wanted(instead: value)), not '\(DisplayText.quoted(value))'"
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
