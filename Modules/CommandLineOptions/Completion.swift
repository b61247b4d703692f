/// The script `feature-graph completion SHELL` prints: it completes the subcommands, the options, a graph's
/// formats, a shell's name and, after `open`, the app's links, which it is given from the walk `links` prints,
/// so a new screen completes once the script is printed again.
public enum Completion {
    public static func script(for shell: Shell, links: [String]) -> String {
        let links = links.joined(separator: " ")
        let subcommands = Invocation.subcommands.joined(separator: " ")
        let formats = "text mermaid dot"
        let shells = Shell.allCases.map(\.rawValue).joined(separator: " ")
        switch shell {
        case .bash:
            return """
                # feature-graph completion for bash: source it (feature-graph completion bash > ~/.feature-graph.bash).
                _feature_graph() {
                    local current=${COMP_WORDS[COMP_CWORD]} previous=${COMP_WORDS[COMP_CWORD-1]}
                    case $previous in
                        open) COMPREPLY=($(compgen -W "\(links)" -- "$current")); return ;;
                        --format) COMPREPLY=($(compgen -W "\(formats)" -- "$current")); return ;;
                        completion) COMPREPLY=($(compgen -W "\(shells)" -- "$current")); return ;;
                        --data-dir) COMPREPLY=($(compgen -d -- "$current")); return ;;
                        --user-url) return ;;
                    esac
                    if [[ $current == -* ]]; then
                        COMPREPLY=($(compgen -W "--data-dir --user-url --trace-lifetimes --format --help --version" -- "$current"))
                    else
                        COMPREPLY=($(compgen -W "\(subcommands)" -- "$current"))
                    fi
                }
                complete -F _feature_graph feature-graph

                """
        case .zsh:
            return """
                #compdef feature-graph
                # feature-graph completion for zsh: put it on $fpath as _feature-graph, or source it.
                _feature_graph() {
                    local -a links=(\(links))
                    _arguments \\
                        '--data-dir[where values are stored]:path:_files -/' \\
                        '--user-url[the profile user from this address]:url:' \\
                        '--trace-lifetimes[print each creation and release]' \\
                        '--format[the graph format]:format:(\(formats))' \\
                        '(- *)--help[show the help]' '(- *)--version[show the version]' \\
                        '1:subcommand:(\(subcommands))' \\
                        '2:argument:->argument'
                    case $words[2] in
                        open) _describe link links ;;
                        completion) _values shell \(shells) ;;
                    esac
                }
                compdef _feature_graph feature-graph

                """
        case .fish:
            return """
                # feature-graph completion for fish: save it as ~/.config/fish/completions/feature-graph.fish.
                complete -c feature-graph -f
                complete -c feature-graph -n __fish_use_subcommand -a '\(subcommands)'
                complete -c feature-graph -n '__fish_seen_subcommand_from open' -a '\(links)'
                complete -c feature-graph -n '__fish_seen_subcommand_from completion' -a '\(shells)'
                complete -c feature-graph -n '__fish_seen_subcommand_from graph' -l format -x -a '\(formats)'
                complete -c feature-graph -l data-dir -r -F
                complete -c feature-graph -l user-url -x
                complete -c feature-graph -l trace-lifetimes
                complete -c feature-graph -s h -l help
                complete -c feature-graph -l version

                """
        }
    }
}
