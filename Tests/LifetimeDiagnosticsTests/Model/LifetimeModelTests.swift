import Foundation
import Testing

/// The tracker held to the model of its rules: thousands of runs made up from a seed are played on the real kernel,
/// each report the tracker receives fed to `LifetimeModel` too, and everything the tracker tells and answers
/// compared with what the model says, whole and in order. A run that differs is shrunk to the shortest that still
/// differs and printed with its seed; `LIFETIME_MODEL_SEED=<seed> LIFETIME_MODEL_RUNS=1 swift test --filter
/// LifetimeModelTests` plays it again.
@MainActor
@Suite(.limitForATest) struct LifetimeModelTests {
    @Test func theTrackerTellsWhatTheModelOfItsRulesTellsOnEveryGeneratedRun() async {
        let environment = ProcessInfo.processInfo.environment
        let seed = environment["LIFETIME_MODEL_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 0..<1 << 48)
        let runs = environment["LIFETIME_MODEL_RUNS"].flatMap { Int($0) } ?? 5_000
        print("LifetimeModelTests: \(runs) runs from seed \(seed) (LIFETIME_MODEL_SEED=\(seed) plays them again)")
        for index in 0..<runs {
            let runSeed = seed &+ UInt64(index)
            let (run, difference) = await Self.play(nil, generator: RunGenerator(seed: runSeed))
            guard difference != nil else { continue }
            let (shortest, shortestDifference) = await Self.shrink(run)
            Issue.record(
                """
                The tracker and the model differ on run \(index + 1) of seed \(seed), played alone with \
                LIFETIME_MODEL_SEED=\(runSeed) LIFETIME_MODEL_RUNS=1. The shortest run that still differs:
                \(shortest.lines.map { "    " + $0 }.joined(separator: "\n"))
                \(shortestDifference ?? "")
                """)
            return
        }
    }

    /// Plays `run` (or one `generator` makes up) and compares: what was played, and where the two first differ.
    static func play(_ run: GeneratedRun?, generator: RunGenerator? = nil) async -> (GeneratedRun, String?) {
        let player = RunPlayer(generating: generator)
        let played = await player.play(run)
        let told = player.recorder.transcript
        if ProcessInfo.processInfo.environment["LIFETIME_MODEL_DUMP"] != nil {
            print(told.joined(separator: "\n")); print("=====")
        }
        let modelled = LifetimeModel.transcript(of: player.recorder.run)
        await player.letGoOfEverything()
        return (played, told == modelled ? nil : difference(told: told, modelled: modelled))
    }

    /// Smaller and smaller runs that still differ, until none one step smaller does.
    static func shrink(_ failing: GeneratedRun) async -> (GeneratedRun, String?) {
        var shortest = (run: failing, difference: await play(failing).1)
        var tries = 0
        search: while tries < 20_000 {
            for candidate in shortest.run.smaller {
                tries += 1
                let (played, difference) = await play(candidate)
                if let difference {
                    shortest = (played, difference)
                    continue search
                }
            }
            break
        }
        return shortest
    }

    private static func difference(told: [String], modelled: [String]) -> String {
        let first =
            zip(told, modelled).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(told.count, modelled.count)
        let shown = max(0, first - 3)..<(first + 4)
        let lines = { (lines: [String]) in
            lines.indices.filter(shown.contains).map { "    \($0 == first ? ">" : " ") \(lines[$0])" }.joined(
                separator: "\n")
        }
        return "From line \(first + 1), the tracker told:\n\(lines(told))\nand the model:\n\(lines(modelled))"
    }
}
