import Core
import Foundation
import LifetimeDiagnostics

/// The Diagnostics screen's text: the live component tree, and under each component what it made, with
/// its lifetime, how many are alive now and how many were made and released since start; then whatever
/// outlived the scope that made it.
struct DiagnosticsReport {
    let lines: [String]

    /// A report of `records` and `outlived`, a tracker's.
    init(records: [LifetimeRecord], outlived: [OutlivedRecord] = []) {
        let byPath = Dictionary(grouping: records, by: \.path)
        var lines = ["Each component, then what it made: alive now \u{00B7} made \u{00B7} released since start"]
        for path in byPath.keys.sorted() {
            let here = byPath[path, default: []]
            let depth = path.components(separatedBy: "->").count - 2
            let indent = String(repeating: "  ", count: depth)
            if let scope = here.first(where: { $0.lifetime == .scope }) {
                lines.append("\(indent)\(path)  \(scope.typeName)  (\(Self.counts(scope)))")
            } else {
                lines.append("\(indent)\(path)")
            }
            let made = here.filter { $0.lifetime != .scope }
                .sorted { ($0.lifetime.order, $0.typeName) < ($1.lifetime.order, $1.typeName) }
            for record in made {
                let lifetime = record.lifetime.description.padding(toLength: 13, withPad: " ", startingAt: 0)
                lines.append("\(indent)    \(lifetime)\(record.typeName)  \(Self.counts(record))")
            }
        }
        lines.append("")
        if outlived.isEmpty {
            lines.append("Outlived their scope: none")
        } else {
            lines.append("Outlived their scope (something outside the scope that made them keeps them):")
            for record in outlived {
                lines.append(
                    "  \(record.typeName) (\(record.lifetime)) made in \(record.path)  \u{00D7}\(record.count)")
            }
        }
        self.lines = lines
    }

    private static func counts(_ record: LifetimeRecord) -> String {
        let made = record.created
        if record.lifetime == .task {
            return "\(record.alive) running \u{00B7} \(made) started \u{00B7} \(record.released) ended"
        }
        guard record.isWatched else { return "\(made) made (a value: not watched)" }
        return "\(record.alive) alive \u{00B7} \(made) made \u{00B7} \(record.released) released"
    }
}

extension Lifetime {
    /// Core's lifetimes from the longest-lived to the shortest, then an app's own, for listing.
    fileprivate var order: Int {
        let longestFirst: [Lifetime] = [.eager, .shared, .weakShared, .scope, .task, .objectGraph, .factory]
        return longestFirst.firstIndex(of: self) ?? longestFirst.count
    }
}
