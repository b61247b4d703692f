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

    @Test func theModuleGraphFollowsTheDeclarations() {
        #expect(
            graph.modules == [
                "App": ["Core", "Persistence", "ProfileFeature", "QuoteFeature", "SettingsFeature", "TerminalScreen"],
                "Core": [], "Persistence": [], "TerminalScreen": [],
                "ProfileFeature": ["Core", "TerminalScreen"], "QuoteFeature": ["Core", "TerminalScreen"],
                "SettingsFeature": ["Core", "TerminalScreen"],
            ])
    }

    @Test func textNamesEachComponentsDependencyAndWhoSatisfiesIt() {
        let text = GraphFormat.text.render(graph)
        #expect(
            text.hasPrefix(
                "Modules (each imports)\n"
                    + "  App -> Core, Persistence, ProfileFeature, QuoteFeature, SettingsFeature, TerminalScreen\n"))
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
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        let embedded =
            "<!-- graph: begin -->\n```mermaid\n" + GraphFormat.mermaid.render(graph) + "```\n<!-- graph: end -->"
        #expect(text.contains(embedded), "\(file) is stale: run scripts/update-docs.sh")
    }

    @Test func everyScopeASessionOpensIsInTheGraph() async {
        let everyScreen = "1\n1\n\n\nb\nb\n2\n1\n\n\n\n1\nb\n3\n1\n2\n2\n1\n1\nb\nb\nb\n4\nb\nq\n"
        let run = await AppRun(["--trace-lifetimes"], input: everyScreen)
        let opened = Set(
            run.output.split(separator: "\n").compactMap { line -> String? in
                // A trace line can follow a prompt on the same line: piped input is not echoed.
                guard line.contains("[lifetime] created"), line.contains(" (scope) ") else { return nil }
                return line.components(separatedBy: " (scope) ").last
            })
        #expect(opened.count == 6)
        #expect(opened == Set(graph.components.map(\.path)))
    }
}
