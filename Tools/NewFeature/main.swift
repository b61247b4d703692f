import Foundation

// new-feature: adds a feature module that builds, is tested and opens from the main menu.
//
//     swift run new-feature Habits Habit   # a persisted list of Habit: item, storage, model, screens, tests
//
// It writes Modules/<Name>, Tests/<Name>FeatureTests, Tests/AppTests/<Name> and App/Wiring/<Name>Wiring.swift,
// and changes three places elsewhere: the feature in Package.swift's `features`, the root's line saying
// how long the feature's component lives, and its entry on the main menu. Nothing is written when a check
// fails.

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, arguments.count <= 2 else {
    fail("usage: swift run new-feature <Name> [Item]   (Habits Habit: a persisted list of Habit)", status: 64)
}
let package = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
let names: FeatureNames
do {
    names = try FeatureNames(name, item: arguments.dropFirst().first, in: package)
} catch {
    fail("new-feature: \(error)", status: 1)
}
let files = Templates.all.map { (names.fill($0.path), names.fill($0.text)) }

do {
    var edits = Edits(package: package)
    try edits.insert(
        "\"\(names.module)\"", intoArrayAfter: "let features: [Target.Dependency] = [", in: "Package.swift")
    try edits.insert(names.targets, before: "        // MARK: - Composition root", in: "Package.swift")
    try edits.insert("import \(names.module)\n", before: "import Core\n", in: "App/Composition/RootComponent.swift")
    try edits.insert(
        names.lifetime, before: "    // feature-lifetimes: end\n", in: "App/Composition/RootComponent.swift")
    try edits.insert(names.menuEntry, before: "        ]\n    }\n", in: "App/Composition/RootComponent+MainMenu.swift")
    for (path, _) in files where FileManager.default.fileExists(atPath: package.appendingPathComponent(path).path) {
        throw FeatureNames.Refusal("\(path) exists already")
    }
    for (path, text) in files { try write(text, to: path) }
    for (path, text) in edits.texts { try write(text, to: path) }
    let format = Process()
    format.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    format.arguments =
        ["swift", "format", "--in-place"]
        + (files.map(\.0) + edits.texts.keys.sorted()).filter { $0.hasSuffix(".swift") }
    try format.run()
    format.waitUntilExit()
} catch {
    fail("new-feature: \(error)", status: 1)
}
print(
    """
    Added \(names.module) (\(files.count) files) and its entry on the main menu. Next:
      swift build && swift test --filter \(names.feature)
      swift run feature-graph-docs    # the docs' menu map, folders, test targets and component tree
      swift run feature-graph         # \(names.key) opens \(names.title)
    """)

func write(_ text: String, to path: String) throws {
    let url = package.appendingPathComponent(path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
}

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}
