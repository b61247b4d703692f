import Foundation

/// The process's resident memory now, in kB, from `/proc/self/status`; `nil` where there is no procfs.
func residentMemoryKilobytes() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }
    return line?.split(separator: " ").dropFirst().first.flatMap { Int($0) }
}
