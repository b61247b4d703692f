import FeatureScaffold
import Foundation

/// Code the docs quote, taken from compiled sources, so a quoted example cannot drift from one that builds and
/// runs: a whole file of the package, for a block named by its path (`App/Wiring/Quote/QuoteWiring.swift`), or, in
/// the examples and the tests, what lies between `// NAME: begin` and `// NAME: end`. Production code holds no
/// such markers: the docs quote its files whole.
enum Snippets {
    /// The file `new-feature Habits Habit` writes at `path`, whole, as a block of Swift: what the guide to
    /// adding a feature quotes, so that it reads exactly what the command writes and CI builds on a copy.
    static func scaffolded(_ path: String) -> String? {
        guard let names = try? FeatureNames("Habits", item: "Habit", key: "5"),
            let file = names.files.first(where: { $0.path == path })
        else { return nil }
        let code = file.text.trimmingCharacters(in: .newlines)
        return "`\(path)`, as `new-feature Habits Habit` writes it:\n\n```swift\n\(code)\n```"
    }

    /// What `new-feature Habits Habit` adds to the root, and where the session test that finds its main-menu
    /// entry fails without it, as the guide quotes them.
    static func scaffoldedRoot() -> [String: String] {
        guard let names = try? FeatureNames("Habits", item: "Habit", key: "5"),
            let test = names.files.first(where: { $0.path.hasSuffix("HabitsSessionTests.swift") })
        else { return [:] }
        let lines = test.text.split(separator: "\n", omittingEmptySubsequences: false)
        let line = lines.firstIndex { $0.contains("#require(MainMenuText.key(") } ?? 0
        let column = lines[line].distance(
            from: lines[line].startIndex,
            to: lines[line].firstRange(of: "#require")?.lowerBound ?? lines[line].startIndex)
        let code = [
            "import \(names.module)\nimport \(names.feature)Wiring", "…",
            names.declaration.trimmingCharacters(in: .newlines), "…",
            names.menuEntry.trimmingCharacters(in: .newlines),
        ].joined(separator: "\n")
        return [
            "new-feature-root": "```swift\n\(code.trimmingCharacters(in: .newlines))\n```",
            "new-feature-missing-entry":
                "```\n✘ Test anAddedHabitIsListedAtOnce() recorded an issue at HabitsSessionTests.swift:\(line + 1):\(column + 1): "
                + "Expectation failed: MainMenuText.key(of: \"Habits\") → nil\n```",
        ]
    }

    /// What `new-feature Habits Habit` writes to run Habits alone, as the guide quotes it: a member of its fakes,
    /// and the root of one feature that `habits-alone` runs over them.
    static func scaffoldedAlone() -> [String: String] {
        guard let names = try? FeatureNames("Habits", item: "Habit", key: "5"),
            let fakes = names.files.first(where: { $0.path.hasSuffix("HabitsFakes.swift") })?.text,
            let alone = names.files.first(where: { $0.path.hasSuffix("HabitsAlone.swift") })?.text,
            let member = fakes.firstMatch(of: /\n(    public var storage[^\n]*\n(?:        [^\n]*\n)*    }\n)/),
            let root = alone.firstMatch(of: /@MainActor\nfinal class HabitsAlone[\s\S]*?\n}\n/)
        else { return [:] }
        let code =
            "public final class HabitsFakes: HabitsDependency {\n    …\n\(member.output.1)    …\n}\n\n\(root.output)"
        return ["new-feature-alone": "```swift\n\(code.trimmingCharacters(in: .newlines))\n```"]
    }

    /// The file at `path` without its imports, as a block of Swift; `nil` when there is none.
    static func file(_ path: String, in package: URL) -> String? {
        guard let text = try? String(contentsOf: package.appendingPathComponent(path), encoding: .utf8) else {
            return nil
        }
        let code = text.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { $0.hasPrefix("import ") || $0.hasPrefix("@testable import ") || $0.isEmpty }
            .joined(separator: "\n").trimmingCharacters(in: .newlines)
        return "From `\(path)`, \(code.split(separator: "\n").count) lines:\n\n```swift\n\(code)\n```"
    }

    static func all(in package: URL) -> [String: String] {
        var snippets: [String: String] = [:]
        for folder in ["Examples", "Tests"] {
            let enumerator = FileManager.default.enumerator(
                at: package.appendingPathComponent(folder), includingPropertiesForKeys: nil, options: .skipsHiddenFiles)
            for case let file as URL in enumerator?.allObjects ?? [] where file.pathExtension == "swift" {
                let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
                for match in text.matches(of: /\/\/ ([a-z0-9-]+): begin\n(?s)(.*?)\n[ ]*\/\/ \1: end/) {
                    let code = dedented(String(match.output.2))
                    let path = file.path.dropFirst(package.path.count + 1)
                    snippets[String(match.output.1)] =
                        "From `\(path)`, \(code.split(separator: "\n").count) lines:\n\n```swift\n\(code)\n```"
                }
            }
        }
        return snippets
    }

    /// `code` without the indentation its lines share.
    private static func dedented(_ code: String) -> String {
        let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
        let indent = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(min(indent, $0.count))) }.joined(separator: "\n")
    }
}
