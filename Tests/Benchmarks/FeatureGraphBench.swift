import App
import BenchmarkChain
import Core
import Dispatch
import Foundation
import Persistence
import SettingsFeature

/// `feature-graph-bench`: what the component tree costs, each figure beside a hand-wired floor measured
/// in the same run. `--json` prints one JSON object instead of the table. It exits 1 when a target is
/// missed. docs/performance.md explains it.
@main
enum FeatureGraphBench {
    @MainActor
    static func main() async {
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.first == "--cold-child" {
            print(coldFirstAccessNanoseconds(runtimeWarmed: arguments.dropFirst().first == "warmed"))
            return
        }
        guard arguments.allSatisfy({ $0 == "--json" }) else {
            FileHandle.standardError.write(Data("usage: feature-graph-bench [--json]\n".utf8))
            exit(64)
        }
        let report = await Report.measure()
        print(arguments.contains("--json") ? report.json : report.table)
        if report.verdicts.contains(where: { !$0.met }) { exit(1) }
    }

    /// In a fresh process: the first build of the chain and resolution of the leaf, timed once.
    ///
    /// `runtimeWarmed` first has the Swift runtime set up one generic class that has nothing to do with the
    /// kernel: the runtime's first generic class costs several microseconds of its own, which an app pays
    /// long before its first screen (the App's root alone sets up three generic slots while it boots).
    @MainActor
    static func coldFirstAccessNanoseconds(runtimeWarmed: Bool) -> UInt64 {
        let warmUp = runtimeWarmed ? RuntimeWarmUp<Int>() : nil
        let root = ChainRoot()
        let start = DispatchTime.now().uptimeNanoseconds
        let object = root.buildLeaf().object
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        withExtendedLifetime((object, warmUp)) {}
        return elapsed
    }
}

/// A generic class of no concern to the kernel, for the runtime to set up before a warmed cold start.
final class RuntimeWarmUp<Value> {
    var value: Value?
}

/// Says on stderr what the benchmark measures now, so that the table and `--json` stay alone on stdout. The
/// whole run takes two to five minutes on two cores; each line tells how long it has run so far.
struct Progress {
    private let start = ContinuousClock.now

    func callAsFunction(_ phase: String) {
        let elapsed = (ContinuousClock.now - start).components.seconds
        FileHandle.standardError.write(Data("feature-graph-bench [\(elapsed) s]: \(phase)\n".utf8))
    }
}
