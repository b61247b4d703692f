import Foundation

/// Code the docs quote, taken from compiled sources between `// NAME: begin` and `// NAME: end`, so a
/// quoted example cannot drift from one that builds and runs.
enum Snippets {
    /// The folders whose sources hold snippets.
    static let folders = [
        "Examples/Checkout", "Tests/CoreTests", "Tests/QuoteFeatureTests", "Tests/ProfileFeatureTests",
        "Tests/AppTests",
    ]

    static func all(in package: URL) -> [String: String] {
        var snippets: [String: String] = [:]
        for folder in folders {
            let files =
                (try? FileManager.default.contentsOfDirectory(atPath: package.appendingPathComponent(folder).path))
                ?? []
            for file in files.sorted() where file.hasSuffix(".swift") {
                let path = "\(folder)/\(file)"
                let text = (try? String(contentsOf: package.appendingPathComponent(path), encoding: .utf8)) ?? ""
                for match in text.matches(of: /\/\/ ([a-z0-9-]+): begin\n(?s)(.*?)\n[ ]*\/\/ \1: end/) {
                    let code = dedented(String(match.output.2))
                    let count = code.split(separator: "\n").count
                    snippets[String(match.output.1)] = "From `\(path)`, \(count) lines:\n\n```swift\n\(code)\n```"
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
