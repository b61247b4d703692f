import Core
import Foundation
import Persistence
import Testing

@testable import App

/// `feature-graph graph`: derived from the components, in three formats, and kept in the docs.
@MainActor
@Suite struct GraphExportTests {
    private var graph: ComponentGraph {
        RootComponent(tracker: nil) { InMemoryKeyValueStore() }.componentGraph
    }

    /// Derived from the live components, the module graph is what Package.swift declares: every module the
    /// app is made of, each importing exactly the modules its target depends on.
    @Test func theModuleGraphFollowsTheDeclarations() throws {
        let manifest = try PackageManifest()
        let appModules = ["App"] + manifest.dependencies(of: "App")
        let declared = Dictionary(uniqueKeysWithValues: appModules.map { ($0, manifest.dependencies(of: $0).sorted()) })
        #expect(graph.modules == declared)
        #expect(graph.modules["QuoteFeature"] == ["Core", "TerminalScreen"])
        #expect(graph.modules["Persistence"] == [])
    }

    @Test func textNamesEachComponentsDependencyAndWhoSatisfiesIt() throws {
        let text = GraphFormat.text.render(graph)
        let appImports = try PackageManifest().dependencies(of: "App").sorted()
        #expect(text.hasPrefix("Modules (each imports)\n"))
        #expect(text.contains("\n  App -> \(appImports.joined(separator: ", "))\n"))
        #expect(text.contains("  QuoteFeature -> Core, TerminalScreen\n"))
        #expect(
            text.contains(
                "  ^->Root->Settings->NotificationsFlow  NotificationsFlowComponent (SettingsFeature)"
                    + "  needs NotificationsFlowDependency, satisfied by SettingsComponent\n"))
    }

    @Test func mermaidLabelsEachTreeEdgeWithItsDependency() {
        let mermaid = GraphFormat.mermaid.render(graph)
        #expect(mermaid.hasPrefix("flowchart TD\n"))
        #expect(mermaid.contains("        component_Root -->|QuoteDependency| component_Root_Quote\n"))
        #expect(mermaid.contains("        module_QuoteFeature --> module_Core\n"))
    }

    @Test func dotIsOneDigraphWithBothClusters() {
        let dot = GraphFormat.dot.render(graph)
        #expect(dot.hasPrefix("digraph FeatureGraph {\n"))
        #expect(dot.hasSuffix("}\n"))
        #expect(
            dot.contains(
                "component_Root_Profile -> component_Root_Profile_Session [label=\"ProfileSessionDependency\"];"))
    }

    @Test func theGraphCommandPrintsEachFormatAndRefusesAnUnknownOneWith64() async {
        await #expect(AppRun(["graph"], input: "").output == GraphFormat.text.render(graph))
        await #expect(AppRun(["graph", "--format", "dot"], input: "").output == GraphFormat.dot.render(graph))
        let unknown = await AppRun(["graph", "--format=svg"], input: "")
        #expect(unknown.status == .usage)
        #expect(unknown.errors.hasPrefix("feature-graph: unknown graph format 'svg'; choose text, mermaid or dot\n"))
    }

    @Test(arguments: ["README.md", "docs/architecture.md"])
    func theEmbeddedGraphIsCurrent(file: String) throws {
        let text = try PackageFiles.text(file)
        let embedded =
            "<!-- graph: begin -->\n```mermaid\n" + GraphFormat.mermaid.render(graph) + "```\n<!-- graph: end -->"
        #expect(text.contains(embedded), "\(file) is stale: run scripts/update-docs.sh")
    }

    @Test func everyScopeASessionOpensIsInTheGraph() async {
        let run = await AppRun(["--trace-lifetimes"], input: EveryScreen.input)
        let opened = Set(
            run.output.split(separator: "\n").compactMap { line -> String? in
                // A trace line can follow a prompt on the same line: piped input is not echoed.
                guard line.contains("[lifetime] created"), line.contains(" (scope) ") else { return nil }
                return line.components(separatedBy: " (scope) ").last
            })
        #expect(opened.count == EveryScreen.scopeCount)
        #expect(opened == Set(graph.components.map(\.path)))
    }
}
