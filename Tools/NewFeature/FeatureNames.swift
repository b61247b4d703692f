import Foundation

/// Every name a new feature's files use, derived from the one given, and the checks that refuse a name
/// the package could not take.
struct FeatureNames {
    struct Refusal: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// `ReadingList`, `ReadingListFeature`, `readingList`, `Reading list`, `reading-list`.
    let feature: String
    let module: String
    let member: String
    let title: String
    let storeKey: String
    /// What the feature lists: `Book`, `book`.
    let item: String
    let itemWords: String
    /// The feature's key on the main menu: the next number.
    let key: String

    init(_ name: String, item: String?, in package: URL) throws {
        guard name.wholeMatch(of: /[A-Z][A-Za-z0-9]{1,29}/) != nil else {
            throw Refusal("not a feature name: use 2 to 30 letters and digits, starting with a capital (ReadingList)")
        }
        let item = item ?? (name.hasSuffix("s") ? String(name.dropLast()) : name + "Item")
        guard item.wholeMatch(of: /[A-Z][A-Za-z0-9]{1,29}/) != nil, item != name else {
            throw Refusal("not an item name: use letters and digits, starting with a capital, other than the feature's")
        }
        let words = name.replacing(/([a-z0-9])([A-Z])/) { "\($0.output.1) \($0.output.2)" }.lowercased()
        feature = name
        module = name + "Feature"
        member = name.prefix(1).lowercased() + name.dropFirst()
        title = words.prefix(1).uppercased() + words.dropFirst()
        storeKey = words.replacingOccurrences(of: " ", with: "-")
        self.item = item
        itemWords = item.replacing(/([a-z0-9])([A-Z])/) { "\($0.output.1) \($0.output.2)" }.lowercased()

        let root = try String(
            contentsOf: package.appendingPathComponent("App/Composition/RootComponent.swift"), encoding: .utf8)
        key = String(root.matches(of: /MainMenuScreen\.Entry\("/).count + 1)

        if FileManager.default.fileExists(atPath: package.appendingPathComponent("Modules/\(name)").path) {
            throw Refusal("Modules/\(name) exists already")
        }
        let sources = Self.sources(in: package)
        let declared = Set(
            sources.flatMap {
                $0.text.matches(of: /(?:class|struct|enum|protocol|actor) (\w+)/).map { String($0.output.1) }
            }
        )
        for type in ["\(name)Component", "\(name)Dependency", "\(name)Screen", "\(name)Storage", "\(name)Model", item]
        where declared.contains(type) {
            throw Refusal("a type named \(type) exists already")
        }
        if Self.keywords.contains(member.lowercased()) {
            throw Refusal("\(member) is a Swift keyword; choose another name")
        }
        if Self.standardTypes.contains(item) {
            throw Refusal("\(item) is a type Swift or Foundation already has; choose another item name")
        }
        let taken =
            ["name", "path", "observer", "context", "tasks", "parent", "dependency"]  // a Scope's own members
            + sources.filter { $0.path.contains("/App/Composition/") }
            .flatMap { $0.text.matches(of: /(?:var|let|func) (\w+)/).map { String($0.output.1) } }
        if taken.contains(member) {
            throw Refusal("\(member) is a member the root has already; choose another name")
        }
    }

    /// The words Swift reserves (The Swift Programming Language, "Lexical Structure"), which no member may
    /// be named: a feature's name, lower-cased, becomes the root's member.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "precedencegroup", "private", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "as", "await", "false", "is", "nil", "self", "super", "throws", "true", "try",
    ]

    /// Types an item could shadow in the generated files, which use them by name.
    static let standardTypes: Set<String> = [
        "Any", "Self", "Type", "Protocol", "String", "Int", "Bool", "Double", "Float", "Character", "Array",
        "Dictionary", "Set", "Optional", "Result", "Error", "Never", "Void", "Task", "Data", "Date", "URL",
        "Codable", "Equatable", "Sendable", "Hashable", "Identifiable", "Saving", "Screen", "Notice",
    ]

    private static func sources(in package: URL) -> [(path: String, text: String)] {
        ["Modules", "App"].flatMap { folder in
            let enumerator = FileManager.default.enumerator(
                at: package.appendingPathComponent(folder), includingPropertiesForKeys: nil)
            return (enumerator?.compactMap { $0 as? URL } ?? []).filter { $0.pathExtension == "swift" }
                .compactMap { file in (try? String(contentsOf: file, encoding: .utf8)).map { (file.path, $0) } }
        }
    }

    /// The targets Package.swift gains.
    var targets: String {
        """
            // \(title): a feature added with new-feature.
            .target(name: "\(module)", dependencies: ["Core", "TerminalScreen"], path: "Modules/\(feature)"),
            // \(title): the component and its screens, with a fake parent.
            .testTarget(
                name: "\(module)Tests",
                dependencies: ["\(module)", "Core", "LifetimeChecks", "TerminalScreen", "TestSupport"]),

        """
    }

    /// The root's line that declares the feature: how long its component lives, and its wiring.
    var declaration: String {
        """
            /// A new one each time the main menu opens \(title), released with the last of its screens.
            let \(member) = PerVisitFeature(\(feature)Component.self, wiredBy: \(feature)Wiring.init)

        """
    }

    /// The main menu's entry that opens the feature's first screen, after the entries before it.
    var menuEntry: String {
        """
                    MainMenuScreen.Entry("\(key)", "\(title)") { self.open(\\.\(member), \\.\(member)Screen) },

        """
    }

    /// `template` with the placeholders filled in.
    func fill(_ template: String) -> String {
        [
            ("Feature_", feature), ("Module_", module), ("member_", member), ("Title_", title), ("storeKey_", storeKey),
            ("Item_", item), ("itemWords_", itemWords),
        ]
        .reduce(template) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }
}
