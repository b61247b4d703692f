import Foundation
import Testing

@testable import App

/// `feature-graph graph`: derived from what a walk of every screen makes, in three formats.
@MainActor
@Suite struct GraphExportTests {
    private let graph = RootComponent.walkedGraph()

    /// Derived from what the app made, the module graph is what Package.swift declares: every module the
    /// app is made of, each importing exactly the modules its target depends on.
    @Test func theModuleGraphIsWhatThePackageDeclares() throws {
        let manifest = try PackageManifest()
        let appModules = ["App"] + manifest.dependencies(of: "App")
        let declared = Dictionary(uniqueKeysWithValues: appModules.map { ($0, manifest.dependencies(of: $0).sorted()) })
        #expect(graph.modules == declared)
    }

    /// The tree is rooted at the App's root, every other component sits under a component of the tree,
    /// and the walk reached a component below a feature's (a session or a flow).
    @Test func theTreeHangsFromTheRoot() {
        let paths = Set(graph.components.map(\.path))
        #expect(
            graph.components.first.map { [$0.path, $0.component.name, $0.component.module] } == [
                "^->Root", "RootComponent", "App",
            ])
        for node in graph.components.dropFirst() {
            #expect(node.parentPath.map(paths.contains) == true, "\(node.path)")
        }
        #expect(graph.components.contains { $0.path.components(separatedBy: "->").count > 3 })
    }

    @Test func textListsModulesThenComponents() {
        let text = GraphFormat.text.render(graph)
        #expect(text.hasPrefix("Modules (each imports)\n"))
        #expect(text.contains("\n  QuoteFeature -> Core, TerminalScreen\n"))
        #expect(text.contains("\nComponents (path, class, module)\n  ^->Root  RootComponent (App)\n"))
    }

    @Test func mermaidDrawsEachTreeEdge() {
        let mermaid = GraphFormat.mermaid.render(graph)
        #expect(mermaid.hasPrefix("flowchart TD\n    subgraph Modules\n"))
        #expect(mermaid.contains("    end\n    subgraph Components\n"))
        #expect(mermaid.hasSuffix("    end\n"))
        // Modules in order, so the committed diagrams change only when the graph does.
        let modules = mermaid.matches(of: /module_(\w+)\["/).map { String($0.output.1) }
        #expect(modules == modules.sorted())
        #expect(modules.count == graph.modules.count)
        #expect(mermaid.contains("        component_Root --> component_Root_Quote\n"))
        #expect(mermaid.contains("        module_QuoteFeature --> module_Core\n"))
    }

    @Test func dotIsOneDigraphWithBothClusters() {
        let dot = GraphFormat.dot.render(graph)
        #expect(dot.hasPrefix("digraph FeatureGraph {\n"))
        #expect(dot.hasSuffix("}\n"))
        #expect(dot.contains("component_Root_Profile -> component_Root_Profile_ProfileSession;"))
    }

    @Test func theGraphCommandPrintsEachFormatAndRefusesAnUnknownOneWith64() async {
        await #expect(AppRun(["graph"], input: "").output == GraphFormat.text.render(graph))
        await #expect(AppRun(["graph", "--format", "dot"], input: "").output == GraphFormat.dot.render(graph))
        let unknown = await AppRun(["graph", "--format=svg"], input: "")
        #expect(unknown.status == .usage)
        #expect(unknown.errors.hasPrefix("feature-graph: unknown graph format 'svg'; choose text, mermaid or dot\n"))
    }
}
