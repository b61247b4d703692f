import Foundation

/// How large an example package is, counted from its files: what docs/adopting.md says the SyncUps port took.
enum ExampleSize {
    /// The lines of Swift and the targets of each of `example`'s folders, as a sentence.
    static func sentence(of example: String, in package: URL) -> String {
        let root = package.appendingPathComponent(example)
        func lines(in folder: String) -> Int {
            let enumerator = FileManager.default.enumerator(
                at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil, options: .skipsHiddenFiles)
            return (enumerator?.allObjects ?? []).compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
                .reduce(0) { count, file in
                    count
                        + ((try? String(contentsOf: file, encoding: .utf8)) ?? "").split(
                            separator: "\n", omittingEmptySubsequences: false
                        ).count - 1
                }
        }
        func targets(in folder: String) -> Int {
            ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? [])
                .filter { !$0.hasPrefix(".") }.count
        }
        return "\(lines(in: "Sources")) lines of Swift in \(targets(in: "Sources")) targets of sources, "
            + "\(lines(in: "Tests")) in \(targets(in: "Tests")) targets of tests and their support, and "
            + "\(lines(in: "CompileSafety")) in \(targets(in: "CompileSafety")) compile-safety claims."
    }
}
