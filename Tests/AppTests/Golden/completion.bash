# feature-graph completion for bash: source it (feature-graph completion bash > ~/.feature-graph.bash).
_feature_graph() {
    local current=${COMP_WORDS[COMP_CWORD]} previous=${COMP_WORDS[COMP_CWORD-1]} words=() index
    case $previous in
        --format) COMPREPLY=($(compgen -W "text mermaid dot" -- "$current")); return ;;
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
        COMPREPLY=($(compgen -W "--data-dir --user-url --trace-lifetimes --format --help --version" -- "$current"))
    elif ((${#words[@]} == 0)); then
        COMPREPLY=($(compgen -W "open resume links graph completion" -- "$current"))
    elif ((${#words[@]} == 1)) && [[ ${words[0]} == open ]]; then
        COMPREPLY=($(compgen -W "{links}" -- "$current"))
    elif ((${#words[@]} == 1)) && [[ ${words[0]} == completion ]]; then
        COMPREPLY=($(compgen -W "bash zsh fish" -- "$current"))
    fi
}
complete -F _feature_graph feature-graph
