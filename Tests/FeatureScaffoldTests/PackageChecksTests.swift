import FeatureScaffold
import Foundation
import Testing

/// What `new-feature` checks against this package before it writes a file: a new feature's title may be no
/// word the main menu shows already, whatever its case.
@Suite struct PackageChecksTests {
    /// This package: three levels above this file.
    private static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test(arguments: [
        ("Quit", "Quit"), ("Back", "Back"), ("Help", "Help"), ("QUIT", "Quit"), ("Quote", "Quote"),
        ("NotificationSettings", "Notification settings"), ("Profile", "Profile"), ("Diagnostics", "Diagnostics"),
    ])
    func aWordTheMainMenuShowsIsRefused(name: String, shown: String) {
        #expect(throws: FeatureNames.Refusal("the main menu says \(shown) already; choose another name")) {
            try FeatureNames.checked(name, item: nil, in: Self.package)
        }
    }

    /// A name the package has not taken is given the main menu's next key, after the entries it has.
    @Test func aNewNameTakesTheNextKey() throws {
        let root = try String(
            contentsOf: Self.package.appendingPathComponent("App/Composition/RootComponent.swift"), encoding: .utf8)
        let keys = root.matches(of: /\.init\(\s*"(\d+)"/).compactMap { Int($0.output.1) }
        let names = try FeatureNames.checked("Habitual", item: nil, in: Self.package)
        #expect(keys.count >= 4)
        #expect(names.title == "Habitual" && names.key == String((keys.max() ?? 0) + 1))
    }

    /// An entry's words in another case are the same words: `Quote of the Day` refuses `QuoteOfTheDay`.
    @Test func aWordInAnotherCaseIsTheSameWord() throws {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("package-checks-\(UUID())")
        defer { try? FileManager.default.removeItem(at: package) }
        let composition = package.appendingPathComponent("App/Composition")
        try FileManager.default.createDirectory(at: composition, withIntermediateDirectories: true)
        try #"entries: [.init("1", "Quote of the Day", opening: \.quote)]"#.write(
            to: composition.appendingPathComponent("RootComponent.swift"), atomically: true, encoding: .utf8)
        #expect(throws: FeatureNames.Refusal("the main menu says Quote of the Day already; choose another name")) {
            try FeatureNames.checked("QuoteOfTheDay", item: nil, in: package)
        }
    }
}

/// What a new feature would write over is refused before anything is written: a folder of its own, its fakes' or
/// its executable alone's, and a type its files declare, its fakes' storage among them.
@Suite struct NewFeatureFoldersAndTypesTests {
    /// A package with an empty main menu and `files` (path and text) besides.
    private func package(with files: [String: String]) throws -> URL {
        let package = FileManager.default.temporaryDirectory.appendingPathComponent("package-checks-\(UUID())")
        for (path, text) in files.merging(["App/Composition/RootComponent.swift": "entries: []"], uniquingKeysWith: +) {
            let url = package.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return package
    }

    @Test(arguments: ["Modules/Habits", "Modules/HabitsFakes", "Modules/HabitsAlone", "App/Wiring/Habits"])
    func aFolderTheFeatureWouldWriteIsRefused(folder: String) throws {
        let package = try package(with: ["\(folder)/Kept.swift": ""])
        defer { try? FileManager.default.removeItem(at: package) }
        #expect(throws: FeatureNames.Refusal("\(folder) exists already")) {
            try FeatureNames.checked("Habits", item: "Habit", in: package)
        }
    }

    @Test(arguments: ["Habit", "FakeHabitsStorage", "HabitsFakes", "HabitsAlone"])
    func aTypeTheFeatureWouldDeclareIsRefused(type: String) throws {
        let package = try package(with: ["Modules/Other/Other.swift": "struct \(type) {}\n"])
        defer { try? FileManager.default.removeItem(at: package) }
        #expect(throws: FeatureNames.Refusal("a type named \(type) exists already")) {
            try FeatureNames.checked("Habits", item: "Habit", in: package)
        }
    }

    /// The command that runs a feature alone is its link's first segment, then `-alone`.
    @Test func theCommandAloneIsTheFeaturesSegment() throws {
        #expect(try FeatureNames("ReadingList", item: "Book", key: "5").aloneCommand == "reading-list-alone")
    }
}
