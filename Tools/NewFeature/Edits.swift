import Foundation

/// Changes to files of the package, made in memory: nothing is written unless every one applies.
struct Edits {
    private(set) var texts: [String: String] = [:]
    private let package: URL

    init(package: URL) {
        self.package = package
    }

    /// Inserts `text` before `anchor` in the file at `path`.
    mutating func insert(_ text: String, before anchor: String, in path: String) throws {
        let original = try current(path)
        guard let range = original.range(of: anchor) else {
            throw FeatureNames.Refusal("\(path) has no line \(anchor.debugDescription) to add the feature before")
        }
        texts[path] = original.replacingCharacters(in: range, with: text + anchor)
    }

    /// Appends `element` to the array literal that starts with `opening` in the file at `path`.
    mutating func insert(_ element: String, intoArrayAfter opening: String, in path: String) throws {
        let original = try current(path)
        guard let start = original.range(of: opening), let end = original[start.upperBound...].firstIndex(of: "]")
        else { throw FeatureNames.Refusal("\(path) has no \(opening.debugDescription) to add the feature to") }
        let elements = original[start.upperBound..<end].trimmingCharacters(in: .whitespacesAndNewlines)
        let joined = elements.isEmpty || elements.hasSuffix(",") ? elements + element : elements + ", " + element
        texts[path] = original.replacingCharacters(in: start.upperBound..<end, with: joined)
    }

    private func current(_ path: String) throws -> String {
        if let text = texts[path] { return text }
        return try String(contentsOf: package.appendingPathComponent(path), encoding: .utf8)
    }
}
