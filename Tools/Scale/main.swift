import Foundation

// feature-graph-scale: what the hundredth feature costs to build and launch, on the kernel and by hand.
//     swift run feature-graph-scale 10 50 100
// For each count, packages under .build-scale of that many features as new-feature writes them (Templates),
// on copies of this package's modules, wired by the kernel and by hand, each twice: DI alone, and with a body
// of this app's size (the Settings feature's sources but its component). Each is built clean in release,
// rebuilt after one feature changed, built in debug and rebuilt after the same change, and launched 11
// times, making every feature's first screen (medians); then the kernel's share of each build. On the kernel,
// the changed feature alone (F1Alone, over its fakes, as new-feature writes it) is built in debug after the
// same change and started: what a developer waits for, beside the app's debug rebuild.
// Each build is timed twice: the wall clock, and the CPU seconds its processes used (user and system, from the
// resource usage of the processes waited for), which a loaded machine moves far less. `--runs N` builds each
// package N times over, clean each time, the kernel's and the hand-wired package in turn, and prints each
// figure's median with its range; the shares are the medians'. Progress goes to standard error; the table to standard output. `--write-only` writes the packages
// and builds nothing, for a build by hand under the compiler's own timers.

let (writeOnly, runs, sizes) = parsed(Array(CommandLine.arguments.dropFirst()))
let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
/// The source a developer changes between two builds: the first feature's model.
let changed = "Modules/F1/F1Model.swift"
if writeOnly {
    for count in sizes {
        for realistic in [false, true] {
            for onKernel in [true, false] {
                print(try written(count: count, realistic: realistic, onKernel: onKernel).path)
            }
        }
    }
    exit(0)
}
print(
    "| features | body | wiring | clean build | rebuild after one feature's change | debug rebuild after it "
        + "| that feature alone: debug build and start after it | launch | every feature's screen |")
print("|---:|---|---|---:|---:|---:|---:|---:|---:|")
for count in sizes {
    for realistic in [false, true] {
        var kernel = try Measured(count: count, realistic: realistic, onKernel: true)
        var hand = try Measured(count: count, realistic: realistic, onKernel: false)
        // The two in turn, round after round: a machine that slows down during the run slows both alike.
        for round in 1...runs {
            try kernel.build(round: round)
            try hand.build(round: round)
        }
        kernel.launch()
        hand.launch()
        let share = { (kernel: Costs, hand: Costs) in
            String(
                format: "%+.0f %% (CPU %+.0f %%)", (kernel.wall / hand.wall - 1) * 100,
                (kernel.cpu / hand.cpu - 1) * 100)
        }
        print(
            "| \(count) | \(realistic ? "realistic" : "DI only") | kernel's share | \(share(kernel.clean, hand.clean)) | "
                + "\(share(kernel.rebuild, hand.rebuild)) | \(share(kernel.debugRebuild, hand.debugRebuild)) | | | "
                + String(format: "%.1f×", kernel.screens / hand.screens) + " |")
    }
}

/// One package and what its builds cost: written, built clean and again after one feature's change, in release
/// then in debug, once a round; then launched, and its row printed.
struct Measured {
    let name: String
    let package: URL
    let count: Int
    let realistic: Bool
    let onKernel: Bool
    private(set) var clean = Costs(), rebuild = Costs(), debugRebuild = Costs(), aloneBuild = Costs()
    private var aloneStart: [Double] = []
    /// The median of the microseconds the app printed for making every feature's first screen.
    private(set) var screens = 0.0

    init(count: Int, realistic: Bool, onKernel: Bool) throws {
        name = "\(count) features\(realistic ? " with bodies" : ""), \(onKernel ? "kernel" : "by hand")"
        package = try written(count: count, realistic: realistic, onKernel: onKernel)
        (self.count, self.realistic, self.onKernel) = (count, realistic, onKernel)
    }

    /// One round: built clean, then again after F1 changed, in release and in debug; on the kernel, F1 alone too.
    mutating func build(round: Int) throws {
        let name = runs == 1 ? name : "\(name), run \(round) of \(runs)"
        try? FileManager.default.removeItem(at: package.appendingPathComponent(".build"))
        progress("\(name): clean build")
        clean.add(cost(of: build("release")))
        try change(package.appendingPathComponent(changed))
        progress("\(name): rebuild after F1 changed (clean took \(format(clean.runs.last?.wall ?? 0)) s)")
        rebuild.add(cost(of: build("release")))
        progress("\(name): debug build, then again after F1 changed")
        build("debug")()
        try change(package.appendingPathComponent(changed))
        debugRebuild.add(cost(of: build("debug")))
        guard onKernel else { return }
        progress("\(name): F1 alone, built in debug, then again after F1 changed, and started")
        build("debug", product: "F1Alone")()
        try change(package.appendingPathComponent(changed))
        aloneBuild.add(cost(of: build("debug", product: "F1Alone")))
        aloneStart.append(cost { _ = run("\(package.path)/.build/debug/F1Alone") }.wall * 1000)
    }

    /// Launches the release app 11 times, keeps the median of its screens' microseconds, and prints the row.
    mutating func launch() {
        progress("\(name): 11 launches")
        var made: [Double] = []  // what the app printed: microseconds
        let launches = (0..<11).map { _ in
            cost {
                let printed = run("\(package.path)/.build/release/App")
                made += printed.split(separator: " ").prefix(1).compactMap(Double.init)
            }.wall * 1000
        }
        screens = median(made)
        print(
            "| \(count) | \(realistic ? "realistic" : "DI only") | \(onKernel ? "kernel" : "by hand") | \(clean.text) | "
                + "\(rebuild.text) | \(debugRebuild.text) | "
                + (onKernel ? "\(aloneBuild.text) + \(format(median(aloneStart))) ms" : "—")
                + " | \(format(median(launches))) ms | \(format(screens)) µs |")
    }

    private func build(_ configuration: String, product: String = "App") -> () -> Void {
        { _ = run("swift", "build", "-q", "-c", configuration, "--product", product, "--package-path", package.path) }
    }
}

/// The package of `count` features, written afresh.
func written(count: Int, realistic: Bool, onKernel: Bool) throws -> URL {
    let package = package(count: count, realistic: realistic, onKernel: onKernel)
    try? FileManager.default.removeItem(at: package)
    try write(Templates(count: count, onKernel: onKernel).files, to: package, onKernel: onKernel, realistic: realistic)
    return package
}

/// Whether `arguments` ask for the packages written and nothing built (`--write-only`, to build them by hand under
/// the compiler's timers), how many runs (`--runs N`, 1 to 9, else 1), and which counts of features.
func parsed(_ arguments: [String]) -> (writeOnly: Bool, runs: Int, sizes: [Int]) {
    let usage = "usage: swift run feature-graph-scale [--write-only | --runs N] 10 50 100"
    var (runs, counts) = (1, arguments[...])
    let writeOnly = counts.first == "--write-only"
    if writeOnly {
        counts = counts.dropFirst()
    } else if counts.first == "--runs" {
        guard counts.count > 1, let given = Int(counts[counts.startIndex + 1]), (1...9).contains(given) else {
            fail("--runs takes a number of runs from 1 to 9 (\(usage))", status: 64)
        }
        (runs, counts) = (given, counts.dropFirst(2))
    }
    let sizes = counts.compactMap { Int($0) }.filter { $0 > 1 }
    guard !sizes.isEmpty, sizes.count == counts.count else { fail(usage, status: 64) }
    return (writeOnly, runs, sizes)
}

/// A change to a feature's sources, as a developer makes: a new function.
func change(_ source: URL) throws {
    let text = try String(contentsOf: source, encoding: .utf8)
    try (text + "\nfunc changed\(text.count)() {}\n").write(to: source, atomically: true, encoding: .utf8)
}

func package(count: Int, realistic: Bool, onKernel: Bool) -> URL {
    here.appendingPathComponent(".build-scale/\(onKernel ? "Kernel" : "Hand")\(realistic ? "Realistic" : "")-\(count)")
}

/// Writes `files`, then copies this package's modules the generated one uses (on the kernel, Core, Composition
/// and Settings besides); with bodies, as each feature's body the Settings feature's sources but its component
/// and what runs its tasks.
func write(_ files: [String: String], to package: URL, onKernel: Bool, realistic: Bool) throws {
    for (path, text) in files {
        let url = package.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let modules =
        (onKernel
            ? [
                "Modules/Core", "Modules/Composition", "Modules/Settings", "Modules/FeatureFakes",
                "Modules/FeatureAlone",
                "Modules/TerminalMenu",
            ] : [])
        + ["Modules/TerminalScreen", "Modules/Locking", "Modules/Persistence", "App/Wiring/FeatureStorage"]
    let count = files.keys.filter { $0.hasSuffix("Model.swift") }.count
    let bodies = realistic ? (1...count).map { ("Modules/Settings", "Modules/F\($0)/Body") } : []
    for (module, folder) in modules.map({ ($0, $0) }) + bodies {
        let copy = package.appendingPathComponent(folder)
        try FileManager.default.copyItem(at: here.appendingPathComponent(module), to: copy)
        for extra in ["README.md", "Core.docc"] {
            try? FileManager.default.removeItem(at: copy.appendingPathComponent(extra))
        }
        if folder.hasSuffix("/Body") {
            for path in ["SettingsComponent.swift", "Reminders/Reminders.swift"] {
                try FileManager.default.removeItem(at: copy.appendingPathComponent(path))
            }
        }
    }
}

/// What some work cost: the wall clock's seconds, and the CPU seconds of the processes it ran and waited for.
struct Cost {
    let wall: Double
    let cpu: Double
}

/// One build's costs over the runs: the median of each, and its range when there is more than one run.
struct Costs {
    private(set) var runs: [Cost] = []
    var wall: Double { median(runs.map(\.wall)) }
    var cpu: Double { median(runs.map(\.cpu)) }

    mutating func add(_ cost: Cost) { runs.append(cost) }

    /// `12.1 s (CPU 20.3 s)`, or over several runs `12.1 s [11.8–13.0] (CPU 20.3 s [20.1–20.6])`.
    var text: String {
        let range = { (values: [Double]) in
            runs.count > 1 ? " [\(format(values.min() ?? 0))–\(format(values.max() ?? 0))]" : ""
        }
        return "\(format(wall)) s\(range(runs.map(\.wall))) (CPU \(format(cpu)) s\(range(runs.map(\.cpu))))"
    }
}

func cost(of work: () -> Void) -> Cost {
    let cpuBefore = childrenCPUSeconds()
    let elapsed = ContinuousClock().measure(work).components
    return Cost(
        wall: Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18, cpu: childrenCPUSeconds() - cpuBefore)
}

/// The CPU seconds, user and system, of every process this one has run and waited for so far (with what they
/// waited for in turn: the compiler processes a build starts).
func childrenCPUSeconds() -> Double {
    var usage = rusage()
    #if os(Linux)
        getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
    #else
        getrusage(RUSAGE_CHILDREN, &usage)
    #endif
    let seconds = { (time: timeval) in Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

/// The middle value, or the mean of the two middle ones for an even count.
func median(_ values: [Double]) -> Double {
    let (sorted, middle) = (values.sorted(), values.count / 2)
    return values.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

func format(_ value: Double) -> String { String(format: "%.1f", value) }

func progress(_ line: String) { FileHandle.standardError.write(Data("feature-graph-scale: \(line)…\n".utf8)) }

/// What `arguments` printed, reading no input; the tool stops when the command fails.
func run(_ arguments: String...) -> String {
    let (process, output) = (Process(), Pipe())
    (process.executableURL, process.arguments) = (URL(fileURLWithPath: "/usr/bin/env"), arguments)
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    do { try process.run() } catch { fail("could not run \(arguments[0]): \(error)", status: 1) }
    let printed = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    if process.terminationStatus != 0 { fail("failed: \(arguments.joined(separator: " "))", status: 1) }
    return String(decoding: printed, as: UTF8.self)
}

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("feature-graph-scale: \(message)\n".utf8))
    exit(status)
}
