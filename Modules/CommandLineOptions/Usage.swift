import TerminalMenu

/// The texts the command line prints for `--help`, `--version` and usage errors.
public enum Usage {
    public static let version = "feature-graph \(PackageVersion.number)"

    /// Where a usage error's line sends the reader, in parentheses at its end.
    public static let hint = "'feature-graph --help' shows the usage"

    public static let text = """
        usage: feature-graph [--data-dir PATH] [--user-url URL] [--trace-lifetimes]
               feature-graph open LINK [--data-dir PATH] [--user-url URL] [--trace-lifetimes]
               feature-graph resume [--data-dir PATH] [--user-url URL] [--trace-lifetimes]
               feature-graph links [--data-dir PATH]
               feature-graph graph [--format text|mermaid|dot] [--data-dir PATH]
               feature-graph completion bash|zsh|fish [--data-dir PATH]
               feature-graph --help | --version

        A terminal menu app whose feature modules are wired by compile-time checked dependency injection.
        Options may come before or after the subcommand, each once.

        options:
          --data-dir PATH      where values are stored (default: $FEATURE_GRAPH_DATA_DIR,
                               else $XDG_DATA_HOME/feature-graph, else ~/.local/share/feature-graph)
          --user-url URL       fetch the profile's user from this http:// or https:// address (default:
                               $FEATURE_GRAPH_USER_URL, else the sample user shipped with the app)
          --trace-lifetimes    print a line for each component and instance created or released
          --help, -h           show this help
          --version            show the version

        open starts on the screen LINK names (such as profile/privacy/photos), with every screen of its path
        beneath it, so b walks back up to the main menu. resume starts where the last run with the same data
        directory was left, as its goodbye line says. links prints every link, with its screen's title.
        graph prints the module graph and the component tree, read from the components themselves.
        completion prints a script that completes subcommands, options and links in that shell:
        eval "$(feature-graph completion bash)" (or zsh); feature-graph completion fish | source.

        In the menu: type a key and press Enter; b goes back, q quits, ? shows help.
        """
}
