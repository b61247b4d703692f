/// The script `feature-graph completion SHELL` prints: it completes the subcommands, the options, a graph's
/// formats, a shell's name and, after `open`, the app's links, which it is given from the walk `links` prints,
/// so a new screen completes once the script is printed again. Each script reads the words typed the same way:
/// the subcommand is the first that is not an option or an option's value, wherever options come; a link or a
/// shell is offered only where none was typed yet.
public enum Completion {
    public static func script(for shell: Shell, links: [String]) -> String {
        let links = links.joined(separator: " ")
        let subcommands = Invocation.subcommands.joined(separator: " ")
        let formats = "text mermaid dot"
        let shells = Shell.allCases.map(\.rawValue).joined(separator: " ")
        let options = "--data-dir --user-url --trace-lifetimes --format --help --version"
        switch shell {
        case .bash:
            return """
                # feature-graph completion for bash: source it (feature-graph completion bash > ~/.feature-graph.bash).
                _feature_graph() {
                    local current=${COMP_WORDS[COMP_CWORD]} previous=${COMP_WORDS[COMP_CWORD-1]} words=() index
                    case $previous in
                        --format) COMPREPLY=($(compgen -W "\(formats)" -- "$current")); return ;;
                        --data-dir) COMPREPLY=($(compgen -d -- "$current")); return ;;
                        --user-url) return ;;
                    esac
                    for ((index = 1; index < COMP_CWORD; index++)); do
                        case ${COMP_WORDS[index]} in
                            --data-dir | --user-url | --format) ((index++)) ;;
                            -*) ;;
                            *) words+=("${COMP_WORDS[index]}") ;;
                        esac
                    done
                    if [[ $current == -* ]]; then
                        COMPREPLY=($(compgen -W "\(options)" -- "$current"))
                    elif ((${#words[@]} == 0)); then
                        COMPREPLY=($(compgen -W "\(subcommands)" -- "$current"))
                    elif ((${#words[@]} == 1)) && [[ ${words[0]} == open ]]; then
                        COMPREPLY=($(compgen -W "\(links)" -- "$current"))
                    elif ((${#words[@]} == 1)) && [[ ${words[0]} == completion ]]; then
                        COMPREPLY=($(compgen -W "\(shells)" -- "$current"))
                    fi
                }
                complete -F _feature_graph feature-graph

                """
        case .zsh:
            return """
                #compdef feature-graph
                # feature-graph completion for zsh: eval "$(feature-graph completion zsh)" in ~/.zshrc, or put it on $fpath
                # as _feature-graph. It loads zsh's completion system if nothing has yet.
                _feature_graph() {
                    local -a links=(\(links)) typed
                    local index
                    case ${words[CURRENT-1]} in
                        --format) compadd -- \(formats); return ;;
                        --data-dir) _files -/; return ;;
                        --user-url) return ;;
                    esac
                    for ((index = 2; index < CURRENT; index++)); do
                        case ${words[index]} in
                            --data-dir | --user-url | --format) ((index++)) ;;
                            -*) ;;
                            *) typed+=(${words[index]}) ;;
                        esac
                    done
                    if [[ ${words[CURRENT]} == -* ]]; then
                        compadd -- \(options)
                    elif ((${#typed} == 0)); then
                        compadd -- \(subcommands)
                    elif [[ ${#typed} == 1 && $typed[1] == open ]]; then
                        compadd -- $links
                    elif [[ ${#typed} == 1 && $typed[1] == completion ]]; then
                        compadd -- \(shells)
                    fi
                }
                if [[ $funcstack[1] == _feature-graph ]]; then
                    _feature_graph "$@"
                else
                    (($+functions[compdef])) || { autoload -Uz compinit && compinit; }
                    compdef _feature_graph feature-graph
                fi

                """
        case .fish:
            return """
                # feature-graph completion for fish: save it as ~/.config/fish/completions/feature-graph.fish.
                # The words typed that are neither an option nor an option's value: the subcommand, then its argument.
                function __feature_graph_typed
                    set -l skip 0
                    for word in (commandline -opc)[2..-1]
                        if test $skip = 1
                            set skip 0
                        else if contains -- $word --data-dir --user-url --format
                            set skip 1
                        else if not string match -q -- '-*' $word
                            echo $word
                        end
                    end
                end
                complete -c feature-graph -f
                complete -c feature-graph -n 'test (count (__feature_graph_typed)) = 0' -a '\(subcommands)'
                complete -c feature-graph -n 'test "$(__feature_graph_typed)" = open' -a '\(links)'
                complete -c feature-graph -n 'test "$(__feature_graph_typed)" = completion' -a '\(shells)'
                complete -c feature-graph -l format -x -a '\(formats)'
                complete -c feature-graph -l data-dir -x -a '(__fish_complete_directories)'
                complete -c feature-graph -l user-url -x
                complete -c feature-graph -l trace-lifetimes
                complete -c feature-graph -s h -l help
                complete -c feature-graph -l version

                """
        }
    }
}
