import Foundation

// new-feature: adds a feature module that builds, is tested and opens from the main menu.
//
//     swift run new-feature Habits Habit   # a persisted list of Habit: item, storage, model, screens, tests
//
// It writes Modules/<Name>, Tests/<Name>FeatureTests, Tests/AppTests/<Name> and App/Wiring/<Name>Wiring.swift,
// and changes two places elsewhere: the feature in Package.swift's `features`, and the root's line that
// declares it (how long its component lives, and its place on the main menu). Nothing is written when a
// check fails, and whatever was written is undone when a later step does (the formatter refusing the files).

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
    names = try FeatureNames(name, item: arguments.dropFirst().first, in: package)
} catch {
    fail("new-feature: \(error)", status: 1)
}
let files = Templates.all.map { (names.fill($0.path), names.fill($0.text)) }

var written = Written(package: package)
do {
    var edits = Edits(package: package)
    try edits.insert(
        "\"\(names.module)\"", intoArrayAfter: "let features: [Target.Dependency] = [", in: "Package.swift")
    try edits.insert(names.targets, before: "        // MARK: - Composition root", in: "Package.swift")
    try edits.insert("import \(names.module)\n", before: "import Core\n", in: "App/Composition/RootComponent.swift")
    try edits.insert(
        names.lifetime, before: "    // feature-lifetimes: end\n", in: "App/Composition/RootComponent.swift")
    for (path, _) in files where FileManager.default.fileExists(atPath: package.appendingPathComponent(path).path) {
        throw FeatureNames.Refusal("\(path) exists already")
    }
    for (path, text) in files { try written.create(path, text) }
    for (path, text) in edits.texts { try written.change(path, to: text) }
    let format = Process()
    format.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    format.arguments =
        ["swift", "format", "--in-place"]
        + (files.map(\.0) + edits.texts.keys.sorted()).filter { $0.hasSuffix(".swift") }
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
    """)

/// What the command wrote, so that a step that fails can undo all of it: files it created, and the
/// original text of files it changed.
struct Written {
    let package: URL
    private var created: [URL] = []
    private var createdFolders: [URL] = []
    private var originals: [(URL, Data)] = []

    init(package: URL) {
        self.package = package
    }

    mutating func create(_ path: String, _ text: String) throws {
        let url = package.appendingPathComponent(path)
        var folder = url.deletingLastPathComponent()
        var missing: [URL] = []
        while !FileManager.default.fileExists(atPath: folder.path) {
            missing.append(folder)
            folder = folder.deletingLastPathComponent()
        }
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        createdFolders += missing.reversed()
        try Data(text.utf8).write(to: url, options: .atomic)
        created.append(url)
    }

    mutating func change(_ path: String, to text: String) throws {
        let url = package.appendingPathComponent(path)
        originals.append((url, try Data(contentsOf: url)))
        try Data(text.utf8).write(to: url, options: .atomic)
    }

    /// Puts back every changed file and removes every file and folder created.
    func undo() {
        for (url, original) in originals { try? original.write(to: url, options: .atomic) }
        for url in created { try? FileManager.default.removeItem(at: url) }
        for folder in createdFolders.reversed() { try? FileManager.default.removeItem(at: folder) }
    }
}

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}
