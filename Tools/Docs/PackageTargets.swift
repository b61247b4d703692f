import Foundation

/// The targets Package.swift declares, each with the comment above it: the folders table of the README
/// and the test targets of docs/testing.md are written from them.
struct PackageTargets {
    struct Target {
        let kind: String
        let name: String
        let path: String
        let dependencies: [String]
        let about: String
    }

    let targets: [Target]
    private let package: URL

    init(package: URL) {
        self.package = package
        let manifest = (try? String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        let features =
            manifest.firstMatch(of: /let features: \[Target.Dependency\] = \[([^\]]*)\]/).map {
                $0.output.1.matches(of: /"(\w+)"/).map { String($0.output.1) }
            } ?? []
        let declaration = /((?:[ ]*\/\/[^\n]*\n)*)[ ]*\.(target|testTarget|executableTarget|plugin)\(\s*name: "(\w+)"/
        let matches = manifest.matches(of: declaration)
        targets = matches.indices.map { index in
            let match = matches[index]
            let end = index + 1 < matches.count ? matches[index + 1].range.lowerBound : manifest.endIndex
            let own = manifest[match.range.upperBound..<end]
            let kind = String(match.output.2)
            let name = String(match.output.3)
            let path =
                own.firstMatch(of: /path: "([^"]+)"/).map { String($0.output.1) }
                ?? (kind == "testTarget" ? "Tests/\(name)" : "Sources/\(name)")
            var dependencies =
                own.firstMatch(of: /dependencies: \[([^\]]*)\]/).map {
                    $0.output.1.matches(of: /"(\w+)"/).map { String($0.output.1) }
                } ?? []
            if own.contains("+ features") { dependencies += features }
            let about = match.output.1.split(separator: "\n")
                .map { $0.trimmingCharacters(in: .whitespaces).dropFirst(2).trimmingCharacters(in: .whitespaces) }
                .joined(separator: " ")
            return Target(kind: kind, name: name, path: path, dependencies: dependencies, about: about)
        }
    }

    /// One row per target that is not a test: its folder and what the manifest says it holds.
    var foldersTable: String {
        "| folder | target | what it holds |\n|---|---|---|\n"
            + targets.filter { $0.kind != "testTarget" }.map { "| `\($0.path)` | \($0.name) | \($0.about) |\n" }
            .joined()
    }

    /// One row per test target: what it depends on, what it proves, and how many tests it has.
    var testTargetsTable: String {
        "| target | depends on | what it proves | tests |\n|---|---|---|---|\n"
            + targets.filter { $0.kind == "testTarget" }.map { target in
                "| `\(target.name)` | \(target.dependencies.joined(separator: ", ")) | \(target.about) | "
                    + "\(testCount(in: target.path)) |\n"
            }.joined()
    }

    /// How many `@Test` functions the folder's sources declare (a parameterised one counts once).
    private func testCount(in path: String) -> Int {
        let folder = package.appendingPathComponent(path)
        let files =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return files.reduce(0) { count, file in
            count + ((try? String(contentsOf: file, encoding: .utf8))?.matches(of: /@Test\b/).count ?? 0)
        }
    }
}
