import Foundation

enum GraphFormat: String, CaseIterable, Equatable {
    case text
    /// A Mermaid flowchart, for Markdown (README and docs/architecture.md embed it).
    case mermaid
    case dot

    func render(_ graph: ComponentGraph) -> String {
        switch self {
        case .text: Self.text(graph)
        case .mermaid: Self.mermaid(graph)
        case .dot: Self.dot(graph)
        }
    }

    private static func text(_ graph: ComponentGraph) -> String {
        var lines = ["Modules (each imports)"]
        for (module, imports) in graph.modules.sorted(by: { $0.key < $1.key }) {
            lines.append("  \(module)" + (imports.isEmpty ? "" : " -> " + imports.joined(separator: ", ")))
        }
        lines.append("")
        lines.append("Components (path, class, module)")
        for node in graph.components {
            lines.append("  \(node.path)  \(node.component.name) (\(node.component.module))")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func mermaid(_ graph: ComponentGraph) -> String {
        var lines = ["flowchart TD", "    subgraph Modules"]
        for (module, imports) in graph.modules.sorted(by: { $0.key < $1.key }) {
            lines.append("        \(moduleID(module))[\"\(module)\"]")
            for imported in imports { lines.append("        \(moduleID(module)) --> \(moduleID(imported))") }
        }
        lines.append("    end")
        lines.append("    subgraph Components")
        for node in graph.components {
            lines.append("        \(componentID(node.path))[\"\(node.component.name)<br/>\(node.path)\"]")
        }
        for node in graph.components {
            guard let parent = node.parentPath else { continue }
            lines.append("        \(componentID(parent)) --> \(componentID(node.path))")
        }
        lines.append("    end")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func dot(_ graph: ComponentGraph) -> String {
        var lines = [
            "digraph FeatureGraph {", "    rankdir=TB;", "    subgraph cluster_modules {", "        label=\"Modules\";",
        ]
        for (module, imports) in graph.modules.sorted(by: { $0.key < $1.key }) {
            lines.append("        \(moduleID(module)) [label=\"\(module)\"];")
            for imported in imports { lines.append("        \(moduleID(module)) -> \(moduleID(imported));") }
        }
        lines.append("    }")
        lines.append("    subgraph cluster_components {")
        lines.append("        label=\"Components\";")
        for node in graph.components {
            lines.append("        \(componentID(node.path)) [label=\"\(node.component.name)\\n\(node.path)\"];")
        }
        for node in graph.components {
            guard let parent = node.parentPath else { continue }
            lines.append("        \(componentID(parent)) -> \(componentID(node.path));")
        }
        lines.append("    }")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func moduleID(_ module: String) -> String { "module_\(module)" }

    /// `^->Root->Quote` becomes `component_Root_Quote`.
    private static func componentID(_ path: String) -> String {
        "component_" + path.components(separatedBy: "->").dropFirst().joined(separator: "_")
    }
}
