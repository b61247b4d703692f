import Foundation

/// What `syncups`' command line asks for: where the data is, and where to start.
struct SyncUpsCommand: Equatable {
    enum Start: Equatable {
        case mainMenu
        case link([String])
        /// Where the last run with the same data ended.
        case resume
    }

    var dataDirectory: String?
    var start = Start.mainMenu

    static let usage = """
        usage: syncups [--data-dir PATH] [open LINK | resume]
               syncups -h | --help | --version
        open LINK opens a screen by its link (syncups/1, syncups/1/meetings/1, syncups/1/record);
        resume opens where the last run with the same data ended. q quits, ? helps.
        """

    /// The command `arguments` ask for, or why they are refused, in one line.
    static func parse(_ arguments: [String]) -> Result<SyncUpsCommand, Refusal> {
        var command = SyncUpsCommand()
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "-h", "--help": return .failure(.help)
            case "--version": return .failure(.version)
            case "--data-dir":
                guard let path = rest.popFirst(), !path.isEmpty, !path.hasPrefix("-") else {
                    return .failure(.usage("--data-dir needs a folder"))
                }
                command.dataDirectory = path
            case "open" where command.start == .mainMenu:
                guard let link = rest.popFirst(), !link.hasPrefix("-") else {
                    return .failure(.usage("open needs a link, such as syncups/1"))
                }
                command.start = .link(link.split(separator: "/", omittingEmptySubsequences: false).map(String.init))
            case "resume" where command.start == .mainMenu:
                command.start = .resume
            default:
                return .failure(.usage("'\(argument.prefix(40))' is not an argument syncups takes"))
            }
        }
        return .success(command)
    }

    enum Refusal: Error, Equatable {
        case help
        case version
        case usage(String)
    }

    /// The data directory: the flag's, else `$XDG_DATA_HOME/syncups`, else `~/.local/share/syncups`.
    func dataDirectoryURL(environment: [String: String]) -> URL {
        if let dataDirectory { return URL(fileURLWithPath: dataDirectory) }
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
            return URL(fileURLWithPath: data).appendingPathComponent("syncups")
        }
        let home = environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path
        return URL(fileURLWithPath: home).appendingPathComponent(".local/share/syncups")
    }
}
