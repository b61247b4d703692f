import Dispatch

/// Median and spread of repeated samples, each the mean time of one operation over a batch.
struct Samples {
    /// Nanoseconds per operation, one value per sample, sorted.
    let nanoseconds: [Double]

    /// Times `operation` in `count` samples of `batch` runs each, after one warm-up batch.
    @MainActor
    init(count: Int = 31, batch: Int, _ operation: () -> Void) {
        for _ in 0..<batch { operation() }
        var samples: [Double] = []
        for _ in 0..<count {
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<batch { operation() }
            let elapsed = DispatchTime.now().uptimeNanoseconds - start
            samples.append(Double(elapsed) / Double(batch))
        }
        nanoseconds = samples.sorted()
    }

    /// Samples already taken.
    init(_ samples: [Double]) {
        nanoseconds = samples.sorted()
    }

    /// The middle sample.
    var median: Double { nanoseconds[nanoseconds.count / 2] }
    /// The 10th percentile.
    var low: Double { nanoseconds[nanoseconds.count / 10] }
    /// The 90th percentile.
    var high: Double { nanoseconds[nanoseconds.count * 9 / 10] }

    /// `1.23 µs (1.10–1.40)`: the median and the 10th to 90th percentile.
    var summary: String { "\(Self.format(median)) (\(Self.format(low))\u{2013}\(Self.format(high)))" }

    /// Nanoseconds as ns or µs with three significant digits.
    static func format(_ nanoseconds: Double) -> String {
        nanoseconds < 1_000
            ? "\(rounded(nanoseconds)) ns"
            : "\(rounded(nanoseconds / 1_000)) \u{00B5}s"
    }

    private static func rounded(_ value: Double) -> String {
        let digits = value < 10 ? 100.0 : value < 100 ? 10.0 : 1.0
        let result = (value * digits).rounded() / digits
        return digits == 1 ? "\(Int(result))" : "\(result)"
    }
}

/// A kernel operation and its hand-wired floor, timed in alternating batches so that whatever slows the
/// machine for a moment slows both: the figure that matters is the ratio of each pair, not either time.
struct PairedSamples {
    let kernel: Samples
    let floor: Samples
    /// Kernel time over floor time, one value per pair, sorted.
    let ratios: [Double]

    @MainActor
    init(count: Int = 31, batch: Int, kernel: () -> Void, floor: () -> Void) {
        for _ in 0..<batch {
            kernel()
            floor()
        }
        var kernelTimes: [Double] = []
        var floorTimes: [Double] = []
        for _ in 0..<count {
            kernelTimes.append(Self.time(batch, kernel))
            floorTimes.append(Self.time(batch, floor))
        }
        self.kernel = Samples(kernelTimes)
        self.floor = Samples(floorTimes)
        ratios = zip(kernelTimes, floorTimes).map { $0 / $1 }.sorted()
    }

    /// The middle ratio.
    var ratio: Double { ratios[ratios.count / 2] }

    @MainActor
    private static func time(_ batch: Int, _ operation: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<batch { operation() }
        return Double(DispatchTime.now().uptimeNanoseconds - start) / Double(batch)
    }
}
