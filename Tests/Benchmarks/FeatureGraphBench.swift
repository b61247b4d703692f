import App
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
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.first == "--cold-child" {
            print(coldFirstAccessNanoseconds())
            return
        }
        guard arguments.allSatisfy({ $0 == "--json" }) else {
            FileHandle.standardError.write(Data("usage: feature-graph-bench [--json]\n".utf8))
            exit(64)
        }
        let report = Report.measure()
        print(arguments.contains("--json") ? report.json : report.table)
        if report.verdicts.contains(where: { !$0.met }) { exit(1) }
    }

    /// In a fresh process: the first build of the chain and resolution of the leaf, timed once.
    @MainActor
    static func coldFirstAccessNanoseconds() -> UInt64 {
        let root = ChainRoot()
        let start = DispatchTime.now().uptimeNanoseconds
        let object = root.buildLeaf().object
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        withExtendedLifetime(object) {}
        return elapsed
    }
}
