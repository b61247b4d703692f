import Foundation

/// A Markdown file with generated blocks: `<!-- NAME: begin -->`, the block, `<!-- NAME: end -->`, where NAME
/// is a generator's name or the path of a Swift file the block quotes whole.
struct DocFile {
    let url: URL
    let path: String
    let text: String

    /// Every Markdown file of the package, outside hidden folders such as `.build`.
    static func all(in package: URL) -> [DocFile] {
        let enumerator = FileManager.default.enumerator(
            at: package, includingPropertiesForKeys: nil, options: .skipsHiddenFiles)
        let files = (enumerator?.compactMap { $0 as? URL } ?? []).filter { $0.pathExtension == "md" }
        return files.sorted { $0.path < $1.path }.compactMap { url in
            let path = String(url.path.dropFirst(package.path.count + 1))
            return (try? String(contentsOf: url, encoding: .utf8)).map { DocFile(url: url, path: path, text: $0) }
        }
    }

    /// The names of the blocks in this file, in order.
    var blockNames: [String] {
        text.matches(of: /<!-- ([A-Za-z0-9\/._+-]+): begin -->/).map { String($0.output.1) }
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
