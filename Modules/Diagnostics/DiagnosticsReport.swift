import Core
import GraphExport
import LifetimeDiagnostics

/// The Diagnostics screen's text, in words a person reads without a legend: each component inside the one
/// that opened it, how long it is declared to live, what it made with what its lifetime means there, and
/// counts that say what they count; then any component alive after its declared lifetime ended, whatever
/// outlived the component that made it, any shared member made twice, and each declared way features reach
/// each other with how many times this run used it.
@MainActor
public struct DiagnosticsReport {
    public let lines: [String]

    /// The report of `records`, `captive`, `outlived` and `remade`, then each of `edges` with how many times
    /// this run used it.
    public init(
        records: [LifetimeRecord], captive: [CaptiveRecord] = [], outlived: [OutlivedRecord] = [],
        remade: [RemadeShared] = [], edges: [(FeatureEdge, uses: Int)]? = nil
    ) {
        let byPath = Dictionary(grouping: records, by: \.path)
        var lines = ["Each component inside the one that opened it, and what it made since the app started:"]
        for path in byPath.keys.sorted() {
            let here = byPath[path, default: []]
            let names = Self.names(in: path)
            let component = names.last ?? path
            let indent = String(repeating: "  ", count: names.count - 1)
            if let scope = here.first(where: { $0.lifetime == .scope }) {
                // How long it is declared to live, when that says more than `while held`; a root lives for the run.
                let declared = scope.declared.map { $0 == .whileHeld || names.count == 1 ? "" : ", \($0)" } ?? ""
                lines.append("\(indent)\(component) (\(scope.typeName)\(declared)): \(Self.counts(scope))")
            } else {
                lines.append("\(indent)\(component)")
            }
            let made = here.filter { $0.lifetime != .scope }
                .sorted { ($0.lifetime.order, $0.typeName) < ($1.lifetime.order, $1.typeName) }
            for record in made {
                lines.append("\(indent)  \(Self.describe(record, in: component))")
            }
        }
        lines.append("")
        if !captive.isEmpty {
            lines.append("Held longer than the lifetime they were declared to live (captive):")
            lines += captive.map { "  \($0)" }
        }
        if outlived.isEmpty {
            lines.append("Nothing outlived the component that made it.")
        } else {
            lines.append("Outlived the component that made them (something outside it still holds them):")
            for record in outlived {
                let place = Self.names(in: record.path).joined(separator: " \u{203A} ")
                let times = record.count == 1 ? "once" : "\(record.count) times"
                lines.append("  \(record.typeName) (\(record.lifetime)), made in \(place): \(times)")
            }
        }
        if !remade.isEmpty {
            lines.append("Shared, yet made again by the component that keeps them (a new one on every access):")
            lines += remade.map { "  \($0)" }
        }
        if let edges {
            lines.append("")
            lines.append(
                "How features reach each other, through the protocol the first one reads or the destination it")
            lines.append("opens, and how many times this run used each (read the other's data, or opened its screen):")
            for (edge, count) in edges {
                let reach = edge.kind == .navigation ? "opens a screen of" : "reads the data of"
                let times = count == 0 ? "not yet" : count == 1 ? "once" : "\(count) times"
                lines.append("  \(edge.from) \(reach) \(edge.to), through \(edge.through): \(times)")
            }
        }
        self.lines = lines
    }

    /// The component names along `path` (`^->Root->Settings`): `Root`, `Settings`.
    private static func names(in path: String) -> [String] {
        path.components(separatedBy: "->").filter { $0 != "^" }
    }

    /// `ScheduleModel: one, kept while Settings is open (shared); 1 alive now, 1 made in all`.
    private static func describe(_ record: LifetimeRecord, in component: String) -> String {
        if record.lifetime == .task {
            return "the task \u{201C}\(record.typeName)\u{201D}, cancelled when \(component) closes: "
                + "\(record.alive) running now, \(record.created) started in all"
        }
        let meaning = record.lifetime.meaning(in: component)
        return "\(record.typeName): \(meaning) (\(record.lifetime)); \(counts(record))"
    }

    private static func counts(_ record: LifetimeRecord) -> String {
        let failed = record.failed == 0 ? "" : ", \(record.failed) failed"
        guard record.isWatched else {
            return "\(record.created) made in all\(failed) (a value, so only its making is counted)"
        }
        let open = record.lifetime == .scope ? ("open", "opened") : ("alive", "made")
        return "\(record.alive) \(open.0) now, \(record.created) \(open.1) in all\(failed)"
    }
}

extension Lifetime {
    /// Core's lifetimes from the longest-lived to the shortest, then an app's own, for listing.
    fileprivate var order: Int {
        let longestFirst: [Lifetime] = [
            .eager, .shared, .asyncShared, .weakShared, .scope, .task, .factory,
        ]
        return longestFirst.firstIndex(of: self) ?? longestFirst.count
    }

    fileprivate func meaning(in component: String) -> String {
        switch self {
        case .eager: "made at start, kept while \(component) is open"
        case .shared: "one, kept while \(component) is open"
        case .asyncShared: "one, made in the background and kept while \(component) is open"
        case .weakShared: "one while held, made anew after"
        case .factory: "new each time asked for"
        case .scope, .task: "ended with \(component)"
        case .custom: "kept by the app\u{2019}s own rule"
        }
    }
}
