import Foundation

/// Where the app keeps its values, and which setting chose it; resolved once per run, before the root boots.
struct DataDirectory: Equatable, CustomStringConvertible {
    enum Source: String, Equatable {
        case flag = "--data-dir"
        case environment = "FEATURE_GRAPH_DATA_DIR"
        case xdgDataHome = "XDG_DATA_HOME"
        case home = "HOME"
    }

    let url: URL
    let source: Source

    /// Resolves `--data-dir`, else `FEATURE_GRAPH_DATA_DIR`, else `$XDG_DATA_HOME/feature-graph` (when
    /// absolute, as the XDG specification asks), else `~/.local/share/feature-graph`.
    init(flag: String?, environment: [String: String]) {
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 }
        let (path, source): (String, Source) =
            if let flag, !flag.isEmpty {
                (flag, .flag)
            } else if let path = environment["FEATURE_GRAPH_DATA_DIR"], !path.isEmpty {
                (path, .environment)
            } else if let path = environment["XDG_DATA_HOME"], path.hasPrefix("/") {
                (path + "/feature-graph", .xdgDataHome)
            } else {
                ((home ?? FileManager.default.homeDirectoryForCurrentUser.path) + "/.local/share/feature-graph", .home)
            }
        url = URL(fileURLWithPath: path).standardizedFileURL
        self.source = source
    }

    /// The path and what chose it, such as `/home/ada/.local/share/feature-graph (from HOME)`.
    var description: String { "\(url.path) (from \(source.rawValue))" }
}
