import Foundation

// feature-graph-scale: what the hundredth feature costs to build and launch, on the kernel and by hand.
//     swift run feature-graph-scale 10 50 100
// For each count, two packages under .build-scale of that many feature modules, each the benchmark's
// depth-7 chain (Tests/Benchmarks/Chain) on a copy of Modules/Core or hand-wired: a clean release build, a
// rebuild after one feature changed, and 11 launches making every feature's root and leaf object (medians).

let sizes = CommandLine.arguments.dropFirst().compactMap { Int($0) }.filter { $0 > 0 }
guard !sizes.isEmpty else { fail("usage: swift run feature-graph-scale 10 50 100", status: 64) }
let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
print("| features | wiring | clean build | rebuild after one feature's change | launch | every root and leaf object |")
print("|---:|---|---:|---:|---:|---:|")
for count in sizes {
    for (wiring, chain, root) in [("kernel", "DeepChain", "ChainRoot"), ("by hand", "HandWiredChain", "PlainRoot")] {
        let package = here.appendingPathComponent(".build-scale/\(chain)-\(count)")
        try? FileManager.default.removeItem(at: package)
        try write(package: package, features: (1...count).map { "F\($0)" }, chain: chain, root: root)
        let build = { _ = run("swift", "build", "-q", "-c", "release", "--package-path", package.path) }
        let clean = seconds(build)
        let changed = package.appendingPathComponent("Sources/F1/\(chain).swift")
        try (String(contentsOf: changed, encoding: .utf8) + "\nfunc changed() {}\n").write(
            to: changed, atomically: true, encoding: .utf8)
        let rebuild = seconds(build)
        var made: [Double] = []  // what the app printed: microseconds
        let launches = (0..<11).map { _ in
            seconds {
                made += run("\(package.path)/.build/release/App").split(separator: " ").prefix(1).compactMap(
                    Double.init)
            } * 1000
        }
        let median = { (values: [Double]) in String(format: "%.1f", values.sorted()[values.count / 2]) }
        print(
            "| \(count) | \(wiring) | \(median([clean])) s | \(median([rebuild])) s | \(median(launches)) ms | "
                + "\(median(made)) µs |")
    }
}

/// A package of the `features` modules, each the chain `chain` from Tests/Benchmarks/Chain, and an `App`
/// that makes each feature's root and its leaf's object once.
func write(package: URL, features: [String], chain: String, root: String) throws {
    let list = { (text: (String) -> String) in features.map(text).joined(separator: ", ") }
    let onKernel = chain == "DeepChain"
    var files = [
        "Package.swift": """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "Scale", platforms: [.macOS(.v15)], targets: [
            \(onKernel ? ".target(name: \"Core\", exclude: [\"README.md\", \"Core.docc\"])," : "")
            \(list { ".target(name: \"\($0)\", dependencies: [\(onKernel ? "\"Core\"" : "")])" }),
            .executableTarget(name: "App", dependencies: [\(list { "\"\($0)\"" })]),
        ], swiftLanguageModes: [.v6])
        """,
        "Sources/App/main.swift": """
        \(features.map { "import \($0)" }.joined(separator: "\n"))
        let start = ContinuousClock.now
        let objects: [AnyObject] = [\(list { "\($0).\(root)().buildLeaf().object" })]
        let made = (ContinuousClock.now - start).components
        print(Double(made.seconds) * 1e6 + Double(made.attoseconds) * 1e-12, objects.count == \(features.count))
        """,
    ]
    for (feature, name) in features.flatMap({ feature in [chain, "ChainObjects"].map { (feature, $0) } }) {
        let source = here.appendingPathComponent("Tests/Benchmarks/Chain/\(name).swift")
        files["Sources/\(feature)/\(name).swift"] = try String(contentsOf: source, encoding: .utf8)
    }
    for (path, text) in files {
        let url = package.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
    if onKernel {
        try FileManager.default.copyItem(
            at: here.appendingPathComponent("Modules/Core"), to: package.appendingPathComponent("Sources/Core"))
    }
}

func seconds(_ work: () -> Void) -> Double {
    let elapsed = ContinuousClock().measure(work).components
    return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
}

/// What `arguments` printed; the tool stops when the command fails.
func run(_ arguments: String...) -> String {
    let process = Process()
    let output = Pipe()
    (process.executableURL, process.arguments) = (URL(fileURLWithPath: "/usr/bin/env"), arguments)
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
