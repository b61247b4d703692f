import App
import Foundation

/// The README's folders table and docs/testing.md's test targets, from the targets as SwiftPM read them
/// (`PackageModules`, which the build writes from Package.swift), each with the comment above it there.
enum PackageTables {
    /// One row per target that is not a test: its folder and what the manifest says it holds.
    static var folders: String {
        "| folder | target | what it holds |\n|---|---|---|\n"
            + PackageModules.targets.filter { $0.kind != "test" }.map {
                "| `\($0.path)` | \($0.name) | \($0.about) |\n"
            }
            .joined()
    }

    /// One row per test target: what it depends on, what it proves, and how many tests it has.
    static func testTargets(in package: URL) -> String {
        "| target | depends on | what it proves | tests |\n|---|---|---|---|\n"
            + PackageModules.targets.filter { $0.kind == "test" }.map { target in
                "| `\(target.name)` | \(target.dependencies.joined(separator: ", ")) | \(target.about) | "
                    + "\(testCount(in: package.appendingPathComponent(target.path))) |\n"
            }.joined()
    }

    /// How many `@Test` functions the folder's sources declare (a parameterised one counts once).
    private static func testCount(in folder: URL) -> Int {
        let files =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return files.reduce(0) { count, file in
            count + ((try? String(contentsOf: file, encoding: .utf8))?.matches(of: /@Test\b/).count ?? 0)
        }
    }
}
