#compdef feature-graph
# feature-graph completion for zsh: eval "$(feature-graph completion zsh)" in ~/.zshrc, or put it on $fpath
# as _feature-graph. It loads zsh's completion system if nothing has yet.
_feature_graph() {
    local -a links=({links}) typed
    local index
    case ${words[CURRENT-1]} in
        --format) compadd -- text mermaid dot; return ;;
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
        compadd -- --data-dir --user-url --trace-lifetimes --format --help --version
    elif ((${#typed} == 0)); then
        compadd -- open resume links graph completion
    elif [[ ${#typed} == 1 && $typed[1] == open ]]; then
        compadd -- $links
    elif [[ ${#typed} == 1 && $typed[1] == completion ]]; then
        compadd -- bash zsh fish
    fi
}
if [[ $funcstack[1] == _feature-graph ]]; then
    _feature_graph "$@"
else
    (($+functions[compdef])) || { autoload -Uz compinit && compinit; }
    compdef _feature_graph feature-graph
fi
