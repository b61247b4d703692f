import Foundation

// feature-graph-scale: what the hundredth feature costs to build and launch, on the kernel and by hand.
//     swift run feature-graph-scale 10 50 100
// For each count, two packages under .build-scale of that many features in the app's shape (Templates):
// on a copy of Modules/Core, and hand-wired. Each is built clean in release, rebuilt after one feature's
// model changed, and launched 11 times, each launch making every feature's screen (medians). The
// kernel's generated unit tests, a fake parent per feature, are then built and run once, untimed. What
// it is doing goes to standard error as it goes; the table to standard output.

let sizes = CommandLine.arguments.dropFirst().compactMap { Int($0) }.filter { $0 > 1 }
guard !sizes.isEmpty else { fail("usage: swift run feature-graph-scale 10 50 100", status: 64) }
let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
print("| features | wiring | clean build | rebuild after one feature's change | launch | every feature's screen |")
print("|---:|---|---:|---:|---:|---:|")
var kernelPackages: [URL] = []
/// Seconds the last clean build and rebuild took per feature, by wiring: what the next size's estimate is from.
var secondsPerFeature: [Bool: Double] = [:]
for count in sizes {
    for onKernel in [true, false] {
        let wiring = onKernel ? "kernel" : "by hand"
        let package = here.appendingPathComponent(".build-scale/\(onKernel ? "Kernel" : "Hand")-\(count)")
        try? FileManager.default.removeItem(at: package)
        try write(Templates(count: count, onKernel: onKernel).files, to: package, withCore: onKernel)
        let build = {
            _ = run("swift", "build", "-q", "-c", "release", "--product", "App", "--package-path", package.path)
        }
        let estimate = secondsPerFeature[onKernel].map { "; about \(Int($0 * Double(count))) s with its rebuild" } ?? ""
        progress("\(count) features, \(wiring): clean build\(estimate)")
        let clean = seconds(build)
        let changed = package.appendingPathComponent("Sources/F1/F1Model.swift")
        try (String(contentsOf: changed, encoding: .utf8) + "\nfunc changed() {}\n").write(
            to: changed, atomically: true, encoding: .utf8)
        progress("\(count) features, \(wiring): rebuild after F1 changed (clean took \(format(clean)) s)")
        let rebuild = seconds(build)
        secondsPerFeature[onKernel] = (clean + rebuild) / Double(count)
        progress("\(count) features, \(wiring): 11 launches")
        var made: [Double] = []  // what the app printed: microseconds
        let launches = (0..<11).map { _ in
            seconds {
                made += run("\(package.path)/.build/release/App").split(separator: " ").prefix(1).compactMap(
                    Double.init)
            } * 1000
        }
        print(
            "| \(count) | \(wiring) | \(format(clean)) s | \(format(rebuild)) s | \(format(median(launches))) ms | "
                + "\(format(median(made))) µs |")
        if onKernel { kernelPackages.append(package) }
    }
}
if let smallest = kernelPackages.first {
    progress("the generated unit tests of \(sizes[0]) features on the kernel")
    let summary = run("swift", "test", "-q", "--package-path", smallest.path)
    progress(summary.split(separator: "\n").last { $0.contains("Test run") }.map(String.init) ?? summary)
}

func write(_ files: [String: String], to package: URL, withCore: Bool) throws {
    for (path, text) in files {
        let url = package.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }
    if withCore {
        try FileManager.default.copyItem(
            at: here.appendingPathComponent("Modules/Core"), to: package.appendingPathComponent("Sources/Core"))
    }
}

func seconds(_ work: () -> Void) -> Double {
    let elapsed = ContinuousClock().measure(work).components
    return Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
}

func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

func format(_ value: Double) -> String { String(format: "%.1f", value) }

func progress(_ line: String) {
    FileHandle.standardError.write(Data("feature-graph-scale: \(line)…\n".utf8))
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
