import FeatureScaffold
import Foundation

// new-feature: adds a feature module that builds, is tested and opens from the main menu.
//     swift run new-feature Habits Habit   # a persisted list of Habit: item, storage, model, screens, tests
// It writes Modules/<Name>, its fakes and its executable alone (Modules/<Name>Fakes, Modules/<Name>Alone),
// Tests/<Name>FeatureTests, Tests/AppTests/<Name> and App/Wiring/<Name>, and changes two files elsewhere: the
// feature's five targets and its `<name>-alone` product in Package.swift (the feature, its tests, its wiring, its
// fakes, its executable alone), and
// in the root (App/Composition/RootComponent.swift) the line that declares it (its component and what its
// wiring is handed) and its entry at the end of the main menu. Nothing is written
// when a check fails, and whatever was written is undone when a later step does (the formatter refusing
// the files).

let usage = "usage: swift run new-feature <Name> [Item]   (Habits Habit: a persisted list of Habit)"
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments == ["--help"] || arguments == ["-h"] {
    print(usage)
    exit(0)
}
guard let name = arguments.first, arguments.count <= 2, !arguments.contains(where: { $0.hasPrefix("-") }) else {
    fail(usage, status: 64)
}
let package = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let names: FeatureNames
do {
    names = try FeatureNames.checked(name, item: arguments.dropFirst().first, in: package)
} catch {
    fail("new-feature: \(error)", status: 1)
}
let files = names.files

var written = Written(package: package)
do {
    for (path, _) in files where FileManager.default.fileExists(atPath: package.appendingPathComponent(path).path) {
        throw FeatureNames.Refusal("\(path) exists already")
    }
    try written.insert(
        names.targets, before: "    // new-feature: a new feature's targets go above this line.\n", in: "Package.swift")
    try written.insert(
        names.aloneProduct, before: "        // new-feature: a new feature's executable alone goes above this line.\n",
        in: "Package.swift")
    let root = "App/Composition/RootComponent.swift"
    try written.insert("import \(names.module)\nimport \(names.feature)Wiring\n", before: "import Core\n", in: root)
    try written.insert(names.declaration, before: "\n    // MARK: - The main menu", in: root)
    try written.insert(names.menuEntry, before: "        ])\n", after: "entries: [", in: root)
    for (path, text) in files { try written.create(path, text) }
    let format = Process()
    format.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    format.arguments =
        ["swift", "format", "--in-place"] + Set(written.paths).sorted().filter { $0.hasSuffix(".swift") }
    try format.run()
    format.waitUntilExit()
    guard format.terminationStatus == 0 else {
        throw FeatureNames.Refusal("swift format could not read the new files (above)")
    }
} catch {
    written.undo()
    fail("new-feature: \(error); nothing was added", status: 1)
}
print(
    """
    Added \(names.module) (\(files.count) files) and its entry on the main menu. Next, as docs/adding-a-feature.md says:
      swift test                      # every test, the new feature's among them
      swift format lint --strict --recursive Package.swift Modules App Tests   # `swift format -i -r …` fixes it
      swift run feature-graph-docs    # the docs' menu map, folders, test targets and component tree
      swift run feature-graph         # \(names.key) opens \(names.title)
      swift run \(names.aloneCommand)   # \(names.title) alone, over its fakes
    """)

/// What the command wrote, so that a step that fails can undo all of it: files it created, and the
/// original text of files it changed.
struct Written {
    let package: URL
    private(set) var paths: [String] = []
    private var created: [URL] = []
    private var originals: [(URL, Data)] = []

    init(package: URL) {
        self.package = package
    }

    mutating func create(_ path: String, _ text: String) throws {
        let url = package.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url, options: .atomic)
        (created, paths) = (created + [url], paths + [path])
    }

    /// Inserts `text` before the first `anchor` in the file at `path` that follows `place`, if given.
    mutating func insert(_ text: String, before anchor: String, after place: String = "", in path: String) throws {
        let url = package.appendingPathComponent(path)
        let original = try String(contentsOf: url, encoding: .utf8)
        guard let start = place.isEmpty ? original.startIndex : original.range(of: place)?.upperBound,
            let range = original.range(of: anchor, range: start..<original.endIndex)
        else {
            let after = place.isEmpty ? "" : " after \(place.debugDescription)"
            throw FeatureNames.Refusal("\(path) has no \(anchor.debugDescription)\(after) to add the feature at")
        }
        if !originals.contains(where: { $0.0 == url }) {
            (originals, paths) = (originals + [(url, Data(original.utf8))], paths + [path])
        }
        try Data(original.replacingCharacters(in: range, with: text + anchor).utf8).write(to: url, options: .atomic)
    }

    /// Puts back every changed file, removes every file created, and each folder left empty by that.
    func undo() {
        for (url, original) in originals.reversed() { try? original.write(to: url, options: .atomic) }
        for url in created {
            try? FileManager.default.removeItem(at: url)
            var folder = url.deletingLastPathComponent()
            while rmdir(folder.path) == 0 { folder = folder.deletingLastPathComponent() }  // only an empty one goes
        }
    }
}

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}
