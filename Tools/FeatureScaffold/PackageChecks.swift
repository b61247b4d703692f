import Foundation

extension FeatureNames {
    /// The names of a feature called `name`, at the main menu's next key, refused when the package has taken
    /// one of them: a word the main menu shows, its folder, a type it declares, or a member of the root.
    package static func checked(_ name: String, item: String?, in package: URL) throws -> FeatureNames {
        let root = try String(
            contentsOf: package.appendingPathComponent("App/Composition/RootComponent.swift"), encoding: .utf8)
        let entries = root.matches(of: /\.init\(\s*"\w+",\s*"([^"]+)",\s*opening:/).map { String($0.output.1) }
        let names = try FeatureNames(name, item: item, key: String(entries.count + 1))
        // The words the menu shows already: each entry's, and the menu front's own (`q Quit`, `b Back`, `? help`).
        if let used = (entries + ["Quit", "Back", "Help"]).first(where: { $0.lowercased() == names.title.lowercased() })
        {
            throw Refusal("the main menu says \(used) already; choose another name")
        }
        for folder in ["Modules/\(name)", "Modules/\(name)Fakes", "Modules/\(name)Alone", "App/Wiring/\(name)"]
        where FileManager.default.fileExists(atPath: package.appendingPathComponent(folder).path) {
            throw Refusal("\(folder) exists already")
        }
        let sources = Self.sources(in: package)
        let declared = Set(
            sources.flatMap {
                $0.text.matches(of: /(?:class|struct|enum|protocol|actor) (\w+)/).map { String($0.output.1) }
            }
        )
        if let type = names.types.first(where: declared.contains) {
            throw Refusal("a type named \(type) exists already")
        }
        let taken =
            ["name", "path", "observer", "context", "tasks", "parent", "dependency"]  // a Scope's own members
            + sources.filter { $0.path.contains("/App/Composition/") }
            .flatMap { $0.text.matches(of: /(?:var|let|func) (\w+)/).map { String($0.output.1) } }
        if taken.contains(names.member) {
            throw Refusal("\(names.member) is a member the root has already; choose another name")
        }
        return names
    }

    private static func sources(in package: URL) -> [(path: String, text: String)] {
        ["Modules", "App"].flatMap { folder in
            let enumerator = FileManager.default.enumerator(
                at: package.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            return (enumerator?.compactMap { $0 as? URL } ?? []).filter { $0.pathExtension == "swift" }
                .compactMap { file in (try? String(contentsOf: file, encoding: .utf8)).map { (file.path, $0) } }
        }
    }
}
