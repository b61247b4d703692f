import Foundation

/// The counted figures `scripts/count-costs` records in `Tests/Benchmarks/Counted/recorded.json`:
/// instructions and heap allocations per operation, which hold to about 1 % on any machine, shown beside the times.
struct RecordedCounts {
    private struct Figure: Decodable {
        let instructions: Int
        let allocations: Int
    }

    private let figures: [String: Figure]

    /// The recorded figures, when the benchmark runs in the package's folder, as `swift run` does.
    init?() {
        let url = URL(fileURLWithPath: "Tests/Benchmarks/Counted/recorded.json")
        guard let data = try? Data(contentsOf: url),
            let figures = try? JSONDecoder().decode([String: Figure].self, from: data)
        else { return nil }
        self.figures = figures
    }

    var lines: [String] {
        guard let first = figures["first kernel"], let floor = figures["first floor"],
            let tracked = figures["first tracked"], let again = figures["repeat kernel"],
            let againFloor = figures["repeat floor"]
        else { return [] }
        func times(_ count: Int, _ base: Int) -> String {
            String(format: "%.2f\u{00D7}", Double(count) / Double(max(base, 1)))
        }
        return [
            "counted per operation, as scripts/count-costs recorded them (within about 1 % on any machine):",
            "depth-7 first access, kernel / floor                   \(first.instructions) / \(floor.instructions) "
                + "instructions (\(times(first.instructions, floor.instructions))), "
                + "\(first.allocations) / \(floor.allocations) allocations",
            "depth-7 repeat access, kernel / floor                  \(again.instructions) / "
                + "\(againFloor.instructions) instructions (\(times(again.instructions, againFloor.instructions)))",
            "depth-7 first access with diagnostics attached         \(tracked.instructions) instructions "
                + "(\(times(tracked.instructions, floor.instructions)) the floor), \(tracked.allocations) allocations",
        ]
    }
}
