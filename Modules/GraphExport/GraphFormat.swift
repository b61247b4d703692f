import Foundation

public enum GraphFormat: String, CaseIterable, Equatable, Sendable {
    case text
    /// A Mermaid flowchart, for Markdown (README and docs/architecture.md embed it).
    case mermaid
    case dot

    public func render(_ graph: ComponentGraph) -> String {
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
        lines.append("")
        lines.append(
            "Feature edges (from -> to: kind, through the protocol the first reads or the destination it opens)")
        for edge in graph.featureEdges {
            lines.append("  \(edge.from) -> \(edge.to): \(edge.kind.rawValue), through \(edge.through)")
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
        lines.append("    subgraph Features")
        for feature in features(of: graph) { lines.append("        \(featureID(feature))[\"\(feature)\"]") }
        for edge in graph.featureEdges {
            let arrow = edge.kind == .navigation ? "-.->" : "-->"
            lines.append(
                "        \(featureID(edge.from)) \(arrow)|\"\(edge.kind.rawValue): \(edge.through)\"| \(featureID(edge.to))"
            )
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
        lines.append("    subgraph cluster_features {")
        lines.append("        label=\"Features\";")
        for feature in features(of: graph) { lines.append("        \(featureID(feature)) [label=\"\(feature)\"];") }
        for edge in graph.featureEdges {
            let style = edge.kind == .navigation ? ", style=dashed" : ""
            lines.append(
                "        \(featureID(edge.from)) -> \(featureID(edge.to)) "
                    + "[label=\"\(edge.kind.rawValue): \(edge.through)\"\(style)];")
        }
        lines.append("    }")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private static func moduleID(_ module: String) -> String { "module_\(module)" }

    private static func featureID(_ module: String) -> String { "feature_\(module)" }

    /// The modules at either end of a feature edge, in order.
    private static func features(of graph: ComponentGraph) -> [String] {
        Set(graph.featureEdges.flatMap { [$0.from, $0.to] }).sorted()
    }

    /// `^->Root->Quote` becomes `component_Root_Quote`.
    private static func componentID(_ path: String) -> String {
        "component_" + path.components(separatedBy: "->").dropFirst().joined(separator: "_")
    }
}
