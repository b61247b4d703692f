/// Every name a new feature's files use, derived from the one given, and the checks that refuse a name
/// no generated file could take. `new-feature` checks the package besides; the docs render the files of
/// `Habits` with them, so the guide quotes what the command writes.
package struct FeatureNames {
    package struct Refusal: Error, Equatable, CustomStringConvertible {
        package let description: String
        package init(_ description: String) { self.description = description }
    }

    /// `ReadingList`, `ReadingListFeature`, `readingList`, `Reading list`, `reading-list`.
    package let feature: String
    package let module: String
    package let member: String
    package let title: String
    package let storeKey: String
    /// What the feature lists: `Book`, `book`.
    package let item: String
    package let itemWords: String
    /// The feature's key on the main menu: the next number.
    package let key: String

    /// The names of a feature called `name` that lists `item` (by default `name` without its last `s`), on
    /// the main menu at `key`; refused when either is not a name the generated files can take.
    package init(_ name: String, item: String?, key: String) throws {
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
        storeKey = words.replacing(" ", with: "-")
        self.item = item
        itemWords = item.replacing(/([a-z0-9])([A-Z])/) { "\($0.output.1) \($0.output.2)" }.lowercased()
        self.key = key
        if Self.keywords.contains(member.lowercased()) {
            throw Refusal("\(member) is a Swift keyword; choose another name")
        }
        if Self.standardTypes.contains(item) {
            throw Refusal("\(item) is a type Swift or Foundation already has; choose another item name")
        }
    }

    /// The types the new feature declares, which no source of the package may declare already.
    package var types: [String] {
        [
            "Component", "Dependency", "Destination", "Screen", "Storage", "Model", "RemindersRoute", "Reminders",
            "Wiring", "Fakes", "Alone", "AloneMain",
        ]
        .map {
            feature + $0
        }
            + [item, "Fake\(feature)Storage"]
    }

    /// The words Swift reserves (The Swift Programming Language, "Lexical Structure"), which no member may
    /// be named: a feature's name, lower-cased, becomes the root's member.
    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "operator", "precedencegroup", "private", "protocol", "public", "rethrows", "static",
        "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do",
        "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "as", "await", "false", "is", "nil", "self", "super", "throws", "true", "try",
    ]

    /// Types an item could shadow in the generated files, which use them by name.
    private static let standardTypes: Set<String> = [
        "Any", "Self", "Type", "Protocol", "String", "Int", "Bool", "Double", "Float", "Character", "Array",
        "Dictionary", "Set", "Optional", "Result", "Error", "Never", "Void", "Task", "Data", "Date", "URL",
        "Codable", "Equatable", "Sendable", "Hashable", "Identifiable", "Saving", "Screen", "Notice",
    ]

    /// The targets Package.swift gains.
    package var targets: String {
        """
            // \(title): a feature added with new-feature.
            .target(
                name: "\(module)", dependencies: ["Composition", "Core", "TerminalScreen"], path: "Modules/\(feature)",
                exclude: ["README.md"]),
            // \(title): the component and its screens, over its fakes.
            .testTarget(
                name: "\(module)Tests",
                dependencies: [
                    "\(module)", "\(feature)Fakes", "Composition", "Core", "LifetimeChecks", "TerminalScreen", "TestSupport",
                ]),
            // \(title)'s needs: its stored list, and Notification settings (navigation).
            .target(
                name: "\(feature)Wiring",
                dependencies: [
                    "\(module)", "SettingsFeature", "Composition", "FeatureStorage", "Persistence", "TerminalScreen",
                ],
                path: "App/Wiring/\(feature)", packageAccess: false),
            // \(title)'s fakes, for its tests and \(aloneCommand): a member used unset fails the test naming it.
            .target(
                name: "\(feature)Fakes", dependencies: ["Composition", "FeatureFakes", "\(module)", "TerminalScreen"],
                path: "Modules/\(feature)Fakes", exclude: ["README.md"]),
            // \(aloneCommand): \(title) over its fakes at the terminal, built without the other features or the App.
            .executableTarget(
                name: "\(feature)Alone",
                dependencies: ["Composition", "Core", "FeatureAlone", "\(feature)Fakes", "\(module)", "TerminalMenu"],
                path: "Modules/\(feature)Alone", exclude: ["README.md"]),

        """
    }

    /// The command that runs the feature alone: `habits-alone`.
    package var aloneCommand: String { "\(storeKey)-alone" }

    /// The product Package.swift gains, which `swift run` names.
    package var aloneProduct: String {
        """
                .executable(name: "\(aloneCommand)", targets: ["\(feature)Alone"]),

        """
    }

    /// The root's line that declares the feature: its component, and what its wiring is handed.
    package var declaration: String {
        """

            let \(member): Feature<\(feature)Component> = Feature {
                \(feature)Wiring(store: $0.outside.store, reminders: $0.opening(\\.settings))
            }
        """
    }

    /// The main menu's entry that opens the feature's first screen, after the entries before it.
    package var menuEntry: String {
        """
                    .init("\(key)", "\(title)", opening: \\.\(member)),

        """
    }

    /// `template` with the placeholders filled in.
    package func fill(_ template: String) -> String {
        [
            ("Feature_", feature), ("Module_", module), ("member_", member), ("Title_", title), ("storeKey_", storeKey),
            ("Item_", item), ("itemWords_", itemWords),
        ]
        .reduce(template) { $0.replacing($1.0, with: $1.1) }
    }
}
