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
                said.insert("scope \(path)")
            }
            for listing in line.matches(of: /(eager|shared|weak-shared|object-graph|task): ([\w, ]+)/) {
                for name in listing.2.split(separator: ",") {
                    said.insert("\(listing.1) \(name.trimmingCharacters(in: .whitespaces)) \(currentPath)")
                }
            }
        }

        let run = await AppRun(["--trace-lifetimes"], input: EveryScreen.input)
        let made = Set(
            run.output.matches(of: /created (\w+) \((eager|shared|weak-shared|object-graph|scope)\) (\S+)/).map {
                $0.2 == "scope" ? "scope \($0.3)" : "\($0.2) \($0.1) \($0.3)"
            } + run.output.matches(of: /started task (\w+) (\S+)/).map { "task \($0.1) \($0.2)" })
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
