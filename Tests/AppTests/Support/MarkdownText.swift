import Foundation

/// The parts of a Markdown page that the doc tests hold against the code: a table, and the first code
/// block under a heading.
struct MarkdownText {
    let text: String

    /// The cells of each row of the table whose header line begins with `header`, such as `| target |`;
    /// empty when there is no such table.
    func tableRows(header: String) -> [[String]] {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(where: { $0.hasPrefix(header) }) else { return [] }
        return lines[(start + 2)...].prefix { $0.hasPrefix("|") }.map { row in
            row.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    /// The lines of the first fenced code block after the line `heading`; empty when there is none.
    func firstCodeBlock(after heading: String) -> [String] {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: heading),
            let open = lines[start...].firstIndex(where: { $0.hasPrefix("```") })
        else { return [] }
        return Array(lines[(open + 1)...].prefix { !$0.hasPrefix("```") })
    }
}
