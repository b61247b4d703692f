import BenchmarkChain
import Foundation
import LifetimeDiagnostics

/// `feature-graph-count ACCESS ON COUNT`: one operation of the depth-7 chain, done once to set up what a
/// process sets up once (the runtime's metadata, the tracker's tables), then COUNT times more, and nothing
/// else. `scripts/count-costs` runs it under valgrind with two counts, so that the difference is the cost
/// of the operations alone: instructions and heap allocations, which hold to about 1 % on any machine.
///
/// - ACCESS: `first` (build the chain and resolve the leaf's object) or `repeat` (resolve it again).
/// - ON: `kernel`, `floor` (the same by hand), or `tracked` (the kernel with diagnostics attached).
@main
enum CountedChain {
    @MainActor
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        guard arguments.count == 3, let count = Int(arguments[2]), count >= 0,
            let operation = operation(arguments[0], on: arguments[1])
        else {
            FileHandle.standardError.write(
                Data("usage: feature-graph-count first|repeat kernel|floor|tracked COUNT\n".utf8))
            exit(64)
        }
        let sink = Sink()
        for _ in 0...count { sink.consume(operation()) }
    }

    @MainActor
    private static func operation(_ access: String, on: String) -> (() -> AnyObject)? {
        switch (access, on) {
        case ("first", "kernel"):
            let root = ChainRoot()
            return { Access.first(root) }
        case ("first", "tracked"):
            let root = ChainRoot(observer: LifetimeTracker())
            return { Access.first(root) }
        case ("first", "floor"):
            let root = PlainRoot()
            return { Access.first(root) }
        case ("repeat", "kernel"):
            let leaf = ChainRoot().buildLeaf()
            return { Access.again(leaf) }
        case ("repeat", "floor"):
            let leaf = PlainRoot().buildLeaf()
            return { Access.again(leaf) }
        default:
            return nil
        }
    }
}
