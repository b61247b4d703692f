import Foundation

/// The table of compile-time proofs, from the fixtures' own `// Claim:` and `// Expect:` lines, which
/// scripts/check-compile-safety.sh holds against what the compiler prints.
enum CompileSafetyTable {
    /// The table of the fixtures in `fixtures`, a folder of the package: this package's own, or an example's.
    static func markdown(in package: URL, fixtures: String = "Tests/CompileSafety") -> String {
        let folder = package.appendingPathComponent(fixtures)
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        return "| claim | fixture | what the compiler (or the import check) says |\n|---|---|---|\n"
            + files.map { file in
                let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
                let claim = text.firstMatch(of: /\/\/ Claim: (.*)/).map { String($0.output.1) } ?? ""
                let expected = text.matches(of: /\/\/ Expect: (.*)/).map { "`\($0.output.1)`" }
                return "| \(claim) | [`\(file.dropLast(6))`](../\(fixtures)/\(file)) | "
                    + "\(expected.joined(separator: " \u{00B7} ")) |\n"
            }.joined()
    }

    /// Each fixture's `// Expect:` lines as a block, named `expect/<fixture>`: the errors the guide to adding a
    /// feature quotes are the ones CI holds the compiler to.
    static func expectations(in package: URL) -> [String: String] {
        let folder = package.appendingPathComponent("Tests/CompileSafety")
        var blocks: [String: String] = [:]
        for file in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] {
            let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
            let expected = text.matches(of: /\/\/ Expect: (.*)/).map { String($0.output.1) }
            blocks["expect/\(file.dropLast(6))"] = "```\n\(expected.joined(separator: "\n"))\n```"
        }
        return blocks
    }
}
