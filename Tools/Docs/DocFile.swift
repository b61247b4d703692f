import Foundation

/// A Markdown file with generated blocks: `<!-- NAME: begin -->`, the block, `<!-- NAME: end -->`.
struct DocFile {
    let url: URL
    let path: String
    let text: String

    /// README.md, docs/*.md and Core's DocC articles.
    static func all(in package: URL) -> [DocFile] {
        let manager = FileManager.default
        let folders = ["docs", "Modules/Core/Core.docc"]
        let paths =
            ["README.md"]
            + folders.flatMap { folder in
                ((try? manager.contentsOfDirectory(atPath: package.appendingPathComponent(folder).path)) ?? [])
                    .filter { $0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
            }
        return paths.compactMap { path in
            let url = package.appendingPathComponent(path)
            return (try? String(contentsOf: url, encoding: .utf8)).map { DocFile(url: url, path: path, text: $0) }
        }
    }

    /// The names of the blocks in this file, in order.
    var blockNames: [String] {
        text.matches(of: /<!-- ([a-z0-9-]+): begin -->/).map { String($0.output.1) }
    }

    /// The text with every block it has a generator for replaced, and the names of those that changed.
    func replacingBlocks(with blocks: [String: String]) -> (text: String, names: [String]) {
        var result = text
        var changed: [String] = []
        for name in blockNames {
            guard let content = blocks[name],
                let begin = result.range(of: "<!-- \(name): begin -->"),
                let end = result.range(of: "<!-- \(name): end -->", range: begin.upperBound..<result.endIndex)
            else { continue }
            let block = "\n" + content.trimmingCharacters(in: .newlines) + "\n"
            if result[begin.upperBound..<end.lowerBound] != block {
                result.replaceSubrange(begin.upperBound..<end.lowerBound, with: block)
                changed.append(name)
            }
        }
        return (result, changed)
    }
}
