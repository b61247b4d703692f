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
complete -c feature-graph -n 'test (count (__feature_graph_typed)) = 0' -a 'open resume links graph completion'
complete -c feature-graph -n 'test "$(__feature_graph_typed)" = open' -a '{links}'
complete -c feature-graph -n 'test "$(__feature_graph_typed)" = completion' -a 'bash zsh fish'
complete -c feature-graph -l format -x -a 'text mermaid dot'
complete -c feature-graph -l data-dir -x -a '(__fish_complete_directories)'
complete -c feature-graph -l user-url -x
complete -c feature-graph -l trace-lifetimes
complete -c feature-graph -s h -l help
complete -c feature-graph -l version
