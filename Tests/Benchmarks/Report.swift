import App
import BenchmarkChain
import Composition
import Core
import Foundation
import LifetimeDiagnostics
import Persistence
import TerminalScreen

/// Every figure of one benchmark run.
@MainActor
struct Report {
    let bootstrap: Samples
    let firstAccess: PairedSamples
    let firstAccessTracked: PairedSamples
    let repeatAccess: PairedSamples
    let shallowAccess: PairedSamples
    let shallowRepeat: PairedSamples
    let flowCyclesPerSecond: Double
    let residentAfter1k: Int?
    let residentAfter100k: Int?
    let visitCyclesPerSecond: Double
    let visitsResidentAfter1k: Int?
    let visitsResidentAfter100k: Int?
    let coldFirstAccessMicroseconds: Double?
    let coldUnwarmedMicroseconds: Double?

    static func measure() async -> Report {
        // First, while nothing else has run: the heavy loops below leave the machine slower to start a
        // process for a while.
        let progress = Progress()
        progress("cold first access: 30 fresh processes")
        let coldWarmed = ColdStart.medianMicroseconds(processes: 15, runtimeWarmed: true)
        let coldUnwarmed = ColdStart.medianMicroseconds(processes: 15, runtimeWarmed: false)
        let sink = Sink()

        progress("root bootstrap")
        let bootstrap = Samples(batch: 2_000) {
            sink.consume(RootComponent.sample(tracker: LifetimeTracker()))
        }

        let root = ChainRoot()
        let plainRoot = PlainRoot()
        progress("first access at depth 7, kernel and floor")
        let firstAccess = PairedSamples(batch: 2_000) {
            sink.consume(Access.first(root))
        } floor: {
            sink.consume(Access.first(plainRoot))
        }
        progress("first access at depth 3")
        let shallowAccess = PairedSamples(batch: 2_000) {
            sink.consume(Access.shallowFirst(root))
        } floor: {
            sink.consume(Access.shallowFirst(plainRoot))
        }
        progress("first access with diagnostics attached")
        let trackedRoot = ChainRoot(observer: LifetimeTracker())
        let firstAccessTracked = PairedSamples(batch: 2_000) {
            sink.consume(Access.first(trackedRoot))
        } floor: {
            sink.consume(Access.first(plainRoot))
        }

        progress("repeat access at depth 7 and 3")
        let leaf = root.buildLeaf()
        let plainLeaf = plainRoot.buildLeaf()
        let repeatAccess = PairedSamples(batch: 200_000) {
            sink.consume(Access.again(leaf))
        } floor: {
            sink.consume(Access.again(plainLeaf))
        }
        let shallowLeaf = root.buildShallowLeaf()
        let plainShallowLeaf = plainRoot.buildShallowLeaf()
        let shallowRepeat = PairedSamples(batch: 200_000) {
            sink.consume(Access.again(shallowLeaf))
        } floor: {
            sink.consume(Access.again(plainShallowLeaf))
        }

        progress("100,000 notification-flow cycles")
        let flows = await Cycles.measure(progress, FlowCycles().run)
        progress("100,000 visits of every screen")
        let visits = await Cycles.measure(progress, ScreenVisits().run)

        return Report(
            bootstrap: bootstrap, firstAccess: firstAccess, firstAccessTracked: firstAccessTracked,
            repeatAccess: repeatAccess, shallowAccess: shallowAccess, shallowRepeat: shallowRepeat,
            flowCyclesPerSecond: flows.perSecond, residentAfter1k: flows.after1k, residentAfter100k: flows.after100k,
            visitCyclesPerSecond: visits.perSecond, visitsResidentAfter1k: visits.after1k,
            visitsResidentAfter100k: visits.after100k,
            coldFirstAccessMicroseconds: coldWarmed, coldUnwarmedMicroseconds: coldUnwarmed)
    }

    /// The targets, and whether this run met each: the benchmark exits non-zero when one is missed.
    var verdicts: [(target: String, met: Bool)] {
        var verdicts = [
            ("first access \u{2264} \(Targets.firstRatio)\u{00D7} the floor", firstAccess.ratio <= Targets.firstRatio),
            (
                "repeat access \u{2264} \(Targets.repeatRatio)\u{00D7} the floor",
                repeatAccess.ratio <= Targets.repeatRatio
            ),
        ]
        if let residentAfter1k, let residentAfter100k {
            verdicts.append(
                (
                    "memory growth over flow cycles \u{2264} \(Targets.memoryGrowthKilobytes) kB",
                    residentAfter100k - residentAfter1k <= Targets.memoryGrowthKilobytes
                ))
        }
        if let visitsResidentAfter1k, let visitsResidentAfter100k {
            verdicts.append(
                (
                    "memory growth over visits of every screen \u{2264} \(Targets.memoryGrowthKilobytes) kB",
                    visitsResidentAfter100k - visitsResidentAfter1k <= Targets.memoryGrowthKilobytes
                ))
        }
        return verdicts
    }

    var table: String {
        func ratio(_ pair: PairedSamples, target: Double) -> String {
            let verdict = pair.ratio <= target ? "within" : "OVER"
            return "\(String(format: "%.2f", pair.ratio))\u{00D7} the floor (\(verdict) the \(target)\u{00D7} target)"
        }
        var lines = [
            "feature-graph-bench: median (10th\u{2013}90th percentile) of repeated samples, per operation",
            "",
            "root bootstrap (RootComponent, eager store, tracker)   \(bootstrap.summary)",
            "depth-7 first access, kernel                           \(firstAccess.kernel.summary)",
            "depth-7 first access, hand-wired floor                 \(firstAccess.floor.summary)",
            "  ratio                                                \(ratio(firstAccess, target: Targets.firstRatio))",
            "depth-7 repeat access, kernel                          \(repeatAccess.kernel.summary)",
            "depth-7 repeat access, hand-wired floor                \(repeatAccess.floor.summary)",
            "  ratio                                                \(ratio(repeatAccess, target: Targets.repeatRatio))",
            "depth-3 first access, kernel                           \(shallowAccess.kernel.summary)",
            "depth-3 first access, hand-wired floor                 \(shallowAccess.floor.summary)",
            "  ratio                                                \(String(format: "%.2f", shallowAccess.ratio))\u{00D7}",
            "depth-3 repeat access, kernel / floor                  "
                + "\(shallowRepeat.kernel.summary) / \(shallowRepeat.floor.summary)",
            "depth-7 first access with diagnostics attached         \(firstAccessTracked.kernel.summary)",
            "  ratio (its target is counted: scripts/count-costs)     "
                + "\(String(format: "%.2f", firstAccessTracked.ratio))\u{00D7} the floor",
            "settings flow open/close cycles                        \(Int(flowCyclesPerSecond)) per second",
        ]
        if let residentAfter1k, let residentAfter100k {
            let memoryGrowth = residentAfter100k - residentAfter1k
            lines.append(
                "resident memory after 1,000 / 100,000 cycles          \(residentAfter1k) kB / \(residentAfter100k) kB"
                    + " (\(memoryGrowth >= 0 ? "+" : "")\(memoryGrowth) kB; target within \(Targets.memoryGrowthKilobytes) kB)"
            )
        }
        lines.append(
            "every screen visited, main menu to main menu           \(Int(visitCyclesPerSecond)) per second")
        if let visitsResidentAfter1k, let visitsResidentAfter100k {
            let growth = visitsResidentAfter100k - visitsResidentAfter1k
            lines.append(
                "resident memory after 1,000 / 100,000 visits          "
                    + "\(visitsResidentAfter1k) kB / \(visitsResidentAfter100k) kB"
                    + " (\(growth >= 0 ? "+" : "")\(growth) kB; target within \(Targets.memoryGrowthKilobytes) kB)")
        }
        if let coldFirstAccessMicroseconds {
            lines.append(
                "depth-7 first access in a fresh process (cold)         "
                    + "\(String(format: "%.1f", coldFirstAccessMicroseconds)) \u{00B5}s (median of 15 processes)")
        }
        if let coldUnwarmedMicroseconds {
            lines.append(
                "  \u{2026} with the runtime's first generic class in it     "
                    + "\(String(format: "%.1f", coldUnwarmedMicroseconds)) \u{00B5}s (median of 15 processes)")
        }
        if let counted = RecordedCounts() { lines += [""] + counted.lines }
        lines.append("")
        lines += verdicts.map { "\($0.met ? "met   " : "MISSED") \($0.target)" }
        return lines.joined(separator: "\n")
    }

    var json: String {
        let fields: [(String, String)] = [
            ("bootstrap_ns", "\(Int(bootstrap.median))"),
            ("depth7_first_ns", "\(Int(firstAccess.kernel.median))"),
            ("depth7_first_floor_ns", "\(Int(firstAccess.floor.median))"),
            ("depth7_first_ratio", String(format: "%.2f", firstAccess.ratio)),
            ("depth7_first_tracked_ns", "\(Int(firstAccessTracked.kernel.median))"),
            ("depth7_first_tracked_ratio", String(format: "%.2f", firstAccessTracked.ratio)),
            ("depth7_repeat_ns", String(format: "%.2f", repeatAccess.kernel.median)),
            ("depth7_repeat_floor_ns", String(format: "%.2f", repeatAccess.floor.median)),
            ("depth7_repeat_ratio", String(format: "%.2f", repeatAccess.ratio)),
            ("depth3_first_ns", "\(Int(shallowAccess.kernel.median))"),
            ("depth3_first_floor_ns", "\(Int(shallowAccess.floor.median))"),
            ("depth3_repeat_ns", String(format: "%.2f", shallowRepeat.kernel.median)),
            ("depth3_repeat_floor_ns", String(format: "%.2f", shallowRepeat.floor.median)),
            ("flow_cycles_per_s", "\(Int(flowCyclesPerSecond))"),
            ("rss_kb_after_1k", residentAfter1k.map(String.init) ?? "null"),
            ("rss_kb_after_100k", residentAfter100k.map(String.init) ?? "null"),
            ("screen_visit_cycles_per_s", "\(Int(visitCyclesPerSecond))"),
            ("visits_rss_kb_after_1k", visitsResidentAfter1k.map(String.init) ?? "null"),
            ("visits_rss_kb_after_100k", visitsResidentAfter100k.map(String.init) ?? "null"),
            ("depth7_cold_first_us", coldFirstAccessMicroseconds.map { String(format: "%.1f", $0) } ?? "null"),
            ("depth7_cold_first_unwarmed_us", coldUnwarmedMicroseconds.map { String(format: "%.1f", $0) } ?? "null"),
        ]
        return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }
}

/// Repeated cycles of real work: how many per second, and resident memory after 1,000 and after 100,000.
struct Cycles {
    let perSecond: Double
    let after1k: Int?
    let after100k: Int?

    /// Runs 1,000 cycles, then 99,000 more, timed; says how long the 99,000 should take from the first 1,000.
    @MainActor
    static func measure(_ progress: Progress, _ run: (Int) async -> Void) async -> Cycles {
        let warmUp = Date()
        await run(1_000)
        let after1k = residentMemoryKilobytes()
        let estimate = Int((Date().timeIntervalSince(warmUp) * 99).rounded(.up))
        progress("  the first 1,000 done; about \(estimate) s for the other 99,000")
        let start = Date()
        await run(99_000)
        let perSecond = 99_000 / Date().timeIntervalSince(start)
        return Cycles(perSecond: perSecond, after1k: after1k, after100k: residentMemoryKilobytes())
    }
}

/// What the kernel must cost at most, from the kernel's performance brief (docs/performance.md).
enum Targets {
    static let firstRatio = 2.5
    static let repeatRatio = 1.1
    static let memoryGrowthKilobytes = 1024
}

/// Opens the real notification-settings flow from the main menu's Notification settings and cancels it,
/// over in-memory storage, with the app's lifetime tracker attached.
@MainActor
final class FlowCycles {
    private let tree: Tree<RootComponent>
    private var navigation: Navigation

    init() {
        tree = RootComponent.sample(tracker: LifetimeTracker())
        navigation = tree.root.navigation()
        navigation.apply(navigation.top.handle("2"))
    }

    func run(_ cycles: Int) {
        for _ in 0..<cycles {
            navigation.apply(navigation.top.handle("1"))
            navigation.apply(navigation.top.handle("c"))
        }
    }
}

/// The cold first access, each in a fresh process (`--cold-child`).
enum ColdStart {
    static func medianMicroseconds(processes: Int, runtimeWarmed: Bool) -> Double? {
        var samples: [Double] = []
        for _ in 0..<processes {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            process.arguments = ["--cold-child", runtimeWarmed ? "warmed" : "unwarmed"]
            let output = Pipe()
            process.standardOutput = output
            guard (try? process.run()) != nil else { return nil }
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            guard let nanoseconds = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) else { return nil }
            samples.append(nanoseconds / 1_000)
        }
        return samples.sorted()[samples.count / 2]
    }
}
