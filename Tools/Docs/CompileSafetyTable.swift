import Foundation

/// The table of compile-time proofs, from the fixtures' own `// Claim:` and `// Expect:` lines, which
/// scripts/check-compile-safety.sh holds against what the compiler prints.
enum CompileSafetyTable {
    static func markdown(in package: URL) -> String {
        let folder = package.appendingPathComponent("Tests/CompileSafety")
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        return "| claim | fixture | what the compiler (or the import check) says |\n|---|---|---|\n"
            + files.map { file in
                let text = (try? String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)) ?? ""
                let claim = text.firstMatch(of: /\/\/ Claim: (.*)/).map { String($0.output.1) } ?? ""
                let expected = text.matches(of: /\/\/ Expect: (.*)/).map { "`\($0.output.1)`" }
                return "| \(claim) | [`\(file.dropLast(6))`](../Tests/CompileSafety/\(file)) | "
                    + "\(expected.joined(separator: " \u{00B7} ")) |\n"
            }.joined()
    }
}
