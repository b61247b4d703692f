/// What the command line asked for: run the menu with options, or print help or the version.
enum Invocation: Equatable {
    /// Run the interactive menu.
    case run(RunOptions)
    /// Print the usage and exit 0.
    case help
    /// Print the version and exit 0.
    case version
}

/// The options of an interactive run.
struct RunOptions: Equatable {
    /// `--data-dir PATH`: where values are stored, overriding the environment.
    var dataDirectory: String?
    /// `--trace-lifetimes`: print a line for each creation and release.
    var traceLifetimes = false
}

/// A command line the app cannot run: one line saying what is wrong; the usage follows it.
struct UsageError: Error, Equatable {
    let message: String
}

extension Invocation {
    /// Reads the arguments after the executable's name.
    static func parse(_ arguments: [String]) -> Result<Invocation, UsageError> {
        if arguments.contains("--help") || arguments.contains("-h") { return .success(.help) }
        if arguments.contains("--version") { return .success(.version) }

        var options = RunOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--trace-lifetimes":
                options.traceLifetimes = true
            case "--data-dir":
                guard let path = remaining.popFirst() else {
                    return .failure(UsageError(message: "--data-dir needs a path"))
                }
                if let error = setDataDirectory(path, in: &options) { return .failure(error) }
            case let option where option.hasPrefix("--data-dir="):
                let path = String(option.dropFirst("--data-dir=".count))
                if let error = setDataDirectory(path, in: &options) { return .failure(error) }
            case let option where option.hasPrefix("-"):
                return .failure(UsageError(message: "unknown option '\(DisplayText.quoted(option))'"))
            default:
                return .failure(UsageError(message: "unexpected argument '\(DisplayText.quoted(argument))'"))
            }
        }
        return .success(.run(options))
    }

    private static func setDataDirectory(_ path: String, in options: inout RunOptions) -> UsageError? {
        if options.dataDirectory != nil { return UsageError(message: "--data-dir is given more than once") }
        if path.isEmpty { return UsageError(message: "--data-dir needs a non-empty path") }
        options.dataDirectory = path
        return nil
    }
}
