import Core
import Foundation
import Persistence
import TerminalScreen
import Testing

@testable import App

/// Every table and tree in README.md and docs/ that describes the code is held against the code: adding,
/// removing or renaming a feature, a folder, a test target, a scope or a lifetime without its line fails
/// here, naming the document. (The graph and the tour are generated: `GraphExportTests`, `ReadmeTourTests`.)
@MainActor
@Suite struct DocTablesTests {
    private let root = RootComponent(tracker: nil) { InMemoryKeyValueStore() }

    /// The main menu's entries as the app shows them: `1 Quote`, …
    private var mainMenuChoices: [ScreenChoice] {
        guard case .choices(let choices) = root.mainMenu.request else { return [] }
        return choices
    }

    @Test func theReadmeMenuMapHasARowForEveryMainMenuEntryInOrder() throws {
        let map = MarkdownText(text: try PackageFiles.text("README.md")).firstCodeBlock(after: "## A tour of the menu")
        let topRows = map.filter { !$0.hasPrefix(" ") }.map(Self.splitRow)
        #expect(
            topRows.map(\.name) == ["Main menu"] + mainMenuChoices.map(\.label),
            "README.md's menu map needs one row per main-menu entry, in the menu's order")
        let entries = mainMenuChoices.map { "\($0.key) \($0.label)" } + ["q Quit"]
        #expect(
            topRows.first?.description == entries.joined(separator: " \u{00B7} "),
            "README.md's menu map: the Main menu row must list the entries as the app shows them")
    }

    @Test func theReadmeFoldersTableNamesEveryModuleAndLinksEveryDoc() throws {
        let rows = MarkdownText(text: try PackageFiles.text("README.md")).tableRows(header: "| folder |")
        let named = Set(rows.flatMap { $0[0].matches(of: /`([^`]+)`/).map { String($0.1) } })
        let modules = try Self.folders(in: "Modules").map { "Modules/\($0)" }
        #expect(named == Set(modules + ["App", "Tests", "docs"]), "README.md's folders table against the folders")
        let docsRow = rows.first { $0[0] == "`docs`" }?.last ?? ""
        for page in try FileManager.default.contentsOfDirectory(
            atPath: PackageFiles.root.appendingPathComponent("docs").path)
        where page.hasSuffix(".md") {
            #expect(docsRow.contains("(docs/\(page))"), "README.md's folders table does not link docs/\(page)")
        }
    }

    @Test func testingMdNamesEveryTestTargetAndWhatItDependsOn() throws {
        let manifest = try PackageManifest()
        let projectModules = manifest.targets.map(\.name)
        let rows = MarkdownText(text: try PackageFiles.text("docs/testing.md")).tableRows(header: "| target |")
        #expect(
            rows.map { $0[0] } == manifest.targets("testTarget").map { "`\($0.name)`" },
            "docs/testing.md's table needs one row per test target, in Package.swift's order")
        for row in rows {
            let target = row[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let said = Set(row[1].matches(of: /\w+/).map { String($0.0) }).intersection(projectModules)
            let declared = Set(manifest.dependencies(of: target)).subtracting(["TestSupport"])
            #expect(said == declared, "docs/testing.md: \(target) depends on \(declared.sorted())")
        }
    }

    /// The tree names every scope with its component, and under each scope what it keeps for longer than
    /// one access (`eager:`, `shared:`, `weak-shared:`, `object-graph:`, `task:`), as a session through
    /// every screen makes them.
    @Test func architectureMdsComponentTreeIsTheTreeASessionMakes() async throws {
        let tree = MarkdownText(text: try PackageFiles.text("docs/architecture.md"))
            .firstCodeBlock(after: "## The component tree")
        var said: Set<String> = []
        var currentPath = ""
        for line in tree {
            if let path = line.firstMatch(of: /\^->[\w>-]+/).map({ String($0.0) }) {
                currentPath = path
                let component = root.componentGraph.components.first { $0.path == path }?.component.name ?? "?"
                #expect(line.contains(" \(component)"), "docs/architecture.md's tree: \(path) is a \(component)")
                said.insert("scope \(component) \(path)")
            }
            for listing in line.matches(of: /(eager|shared|weak-shared|object-graph|task): ([\w, ]+)/) {
                for name in listing.2.split(separator: ",") {
                    said.insert("\(listing.1) \(name.trimmingCharacters(in: .whitespaces)) \(currentPath)")
                }
            }
        }

        let made = try await Self.madeBySessionThroughEveryScreen().filter { !$0.hasPrefix("factory ") }
        #expect(said == made, "docs/architecture.md's tree, against what a session through every screen makes")
    }

    /// The page's sample of the Diagnostics screen is the screen after the steps the page names. The
    /// sample's first line, where the data is kept, depends on the machine, and is left out.
    @Test func diagnosticsMdShowsTheScreenItsStepsLeadTo() async throws {
        let sample = MarkdownText(text: try PackageFiles.text("docs/diagnostics.md"))
            .firstCodeBlock(after: "<!-- diagnostics: begin -->")
        let run = await AppRun(input: "2\n1\nc\nb\n4\nq\n")
        let screen = run.output.components(separatedBy: "\n").drop { !$0.hasPrefix("Data: ") }
            .prefix { !$0.hasPrefix("  b  Back") }.dropLast()
        #expect(sample.first == "Data: /home/ada/.local/share/feature-graph (from HOME)")
        #expect(
            Array(sample.dropFirst()) == Array(screen.dropFirst()),
            "docs/diagnostics.md's sample is stale: run scripts/update-docs.sh")
    }

    @Test(arguments: ["docs/architecture.md", "docs/lifetimes.md"])
    func everyBuiltInLifetimeHasItsRow(page: String) throws {
        let markdown = MarkdownText(text: try PackageFiles.text(page))
        let names: [String] =
            page.hasSuffix("architecture.md")
            ? markdown.tableRows(header: "| lifetime |").map { $0[0] }
            : markdown.tableRows(header: "| the articles say |").compactMap {
                $0[1].firstMatch(of: /^\*\*([\w-]+)\*\*/).map { String($0.1) }
            }
        #expect(Set(names) == Set(Lifetime.builtIn.map(\.name)), "\(page): one row per lifetime of Core's")
    }

    /// A feature page's lifetimes table: each row names (in backticks) something a session through every
    /// screen makes, with the lifetime and at the path the row says; and whatever that session makes to
    /// keep — anything but a factory's — under those paths has its row.
    @Test(arguments: ["docs/settings.md", "docs/profile.md"])
    func aFeaturePagesLifetimesTableIsWhatTheSessionMakes(page: String) async throws {
        let rows = MarkdownText(text: try PackageFiles.text(page)).tableRows(header: "| what | lifetime | where |")
        let said = Set(
            rows.compactMap { row -> String? in
                guard let name = row[0].firstMatch(of: /`(\w+)`/)?.1,
                    let lifetime = row[1].firstMatch(of: /weak-shared|object-graph|shared|factory|task|scope/)?.0,
                    let path = row[2].firstMatch(of: /`(\^->[\w>-]+)`/)?.1
                else { return nil }
                return "\(lifetime) \(name) \(path)"
            })
        #expect(!rows.isEmpty && said.count == rows.count, "\(page): each row names a `type`, its lifetime, its `path`")

        let made = try await Self.madeBySessionThroughEveryScreen()
        #expect(said.isSubset(of: made), "\(page): rows no session makes: \(said.subtracting(made).sorted())")
        let paths = Set(said.map { $0.split(separator: " ")[2] })
        let featurePath = paths.min { $0.count < $1.count }
        let kept = made.filter { entry in
            let parts = entry.split(separator: " ")
            return parts[0] != "factory" && paths.contains(parts[2])
                && !(parts[0] == "scope" && parts[2] == featurePath)
        }
        #expect(kept.isSubset(of: said), "\(page): rows missing for \(kept.subtracting(said).sorted())")
    }

    /// Every type a table of docs/ names in its first column is a type of the package: renaming one without
    /// its doc fails here.
    @Test func everyTypeATableNamesIsDeclared() throws {
        let sources = try Self.swiftSources(in: ["Modules", "App"])
        let declared = Set(
            sources.matches(of: /(?:class|struct|enum|protocol|actor|typealias) (\w+)/).map { String($0.1) })
        let docs = PackageFiles.root.appendingPathComponent("docs")
        for page in try FileManager.default.contentsOfDirectory(atPath: docs.path) where page.hasSuffix(".md") {
            let markdown = MarkdownText(text: try PackageFiles.text("docs/\(page)"))
            let rows = markdown.tableRows(header: "| type |") + markdown.tableRows(header: "| what |")
            let named = rows.flatMap { $0[0].matches(of: /`([A-Z]\w+)(?:<\w+>)?`/).map { String($0.1) } }
            let undeclared = named.filter { !declared.contains($0) }
            #expect(undeclared.isEmpty, "docs/\(page) names types no file of Modules/ or App/ declares")
            #expect(!page.hasSuffix("quote.md") || named.count >= 7, "docs/quote.md's types table is read")
        }
    }

    /// What a session through every screen makes, as `lifetime Type path`, and its tasks, as `task name path`.
    private static func madeBySessionThroughEveryScreen() async throws -> Set<String> {
        let run = await AppRun(["--trace-lifetimes"], input: EveryScreen.input)
        return Set(
            run.output.matches(of: /created (\w+) \(([\w-]+)\) (\S+)/).map { "\($0.2) \($0.1) \($0.3)" }
                + run.output.matches(of: /started task (\w+) (\S+)/).map { "task \($0.1) \($0.2)" })
    }

    /// The text of every Swift file under `folders`.
    private static func swiftSources(in folders: [String]) throws -> String {
        try folders.flatMap { folder in
            let url = PackageFiles.root.appendingPathComponent(folder)
            let files = FileManager.default.enumerator(atPath: url.path)?.compactMap { $0 as? String } ?? []
            return try files.filter { $0.hasSuffix(".swift") }.map {
                try String(contentsOf: url.appendingPathComponent($0), encoding: .utf8)
            }
        }.joined(separator: "\n")
    }

    /// `Name   description`: the first column, up to two spaces, and the rest.
    private static func splitRow(_ line: String) -> (name: String, description: String) {
        guard let gap = line.range(of: "  ") else { return (line, "") }
        return (String(line[..<gap.lowerBound]), line[gap.upperBound...].trimmingCharacters(in: .whitespaces))
    }

    /// The folders directly in `folder` that hold Swift sources.
    private static func folders(in folder: String) throws -> [String] {
        let url = PackageFiles.root.appendingPathComponent(folder)
        return try FileManager.default.contentsOfDirectory(atPath: url.path).filter { name in
            let files = FileManager.default.enumerator(atPath: url.appendingPathComponent(name).path)
            return files?.contains { ($0 as? String)?.hasSuffix(".swift") == true } == true
        }
    }
}
