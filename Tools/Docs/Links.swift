import Foundation

/// Relative links of every Markdown file that point at nothing: a file or folder that does not exist, or
/// a heading (`page.md#a-heading`) the page does not have, with GitHub's anchors.
enum Links {
    static func broken(in files: [DocFile]) -> [String] {
        files.flatMap { file in
            file.text.matches(of: /\]\(([^)\s]+)\)/).map { String($0.output.1) }.filter { target in
                guard target.firstMatch(of: /^[a-z]+:/) == nil else { return false }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let linked =
                    parts[0].isEmpty
                    ? file.url : file.url.deletingLastPathComponent().appendingPathComponent(String(parts[0]))
                guard FileManager.default.fileExists(atPath: linked.path) else { return true }
                return parts.count == 2 && linked.pathExtension == "md"
                    && !anchors(of: linked).contains(String(parts[1]))
            }.map { "\(file.path): a broken link to \($0)" }
        }
    }

    /// The anchors of a page's headings, outside code blocks: lower case, punctuation dropped, spaces as `-`.
    private static func anchors(of page: URL) -> Set<String> {
        let text = ((try? String(contentsOf: page, encoding: .utf8)) ?? "").replacing(/(?ms)^```.*?^```/, with: "")
        return Set(
            text.matches(of: /(?m)^#{1,6} (.+)$/).map { heading in
                String(
                    heading.output.1.lowercased().replacingOccurrences(of: "`", with: "")
                        .filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == " " || $0 == "_" }
                )
                .replacingOccurrences(of: " ", with: "-")
            })
    }
}
