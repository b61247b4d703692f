/// The captive findings of a run, one per component, in the order found. A component found alive after its
/// lifetime ended and released before the run ends was only being finished with (a task ending, a screen
/// being let go of): its finding is withdrawn. The others stand: a rule broken when a component is made
/// stays broken, and what is still held when the run ends is held for good.
struct CaptiveFindings {
    private struct Found {
        let scope: ObjectIdentifier
        let record: CaptiveRecord
        var isReleased = false
        var isWithdrawn = false
    }

    private var found: [Found] = []
    private var runHasEnded = false

    mutating func add(_ record: CaptiveRecord, of scope: ObjectIdentifier) {
        found.append(Found(scope: scope, record: record))
    }

    /// Whether a finding stands for the component `scope` identifies, alive now.
    func hasFinding(of scope: ObjectIdentifier) -> Bool {
        found.contains { $0.scope == scope && !$0.isReleased && !$0.isWithdrawn }
    }

    /// The component `scope` identifies was released: a finding made after its end is withdrawn unless the
    /// run has ended, and its identifier may name another component from now on. Returns what it withdrew.
    mutating func released(_ scope: ObjectIdentifier) -> [CaptiveRecord] {
        guard !found.isEmpty else { return [] }
        var withdrawn: [CaptiveRecord] = []
        for index in found.indices where found[index].scope == scope && !found[index].isReleased {
            found[index].isReleased = true
            if !runHasEnded, found[index].record.finding == .aliveAfterItsEnd {
                found[index].isWithdrawn = true
                withdrawn.append(found[index].record)
            }
        }
        return withdrawn
    }

    mutating func runEnded() {
        runHasEnded = true
    }

    /// The findings that stand, alike ones once each with how many there were, in the order first found.
    var records: [CaptiveRecord] {
        var counted: [(record: CaptiveRecord, count: Int)] = []
        for entry in found where !entry.isWithdrawn {
            if let index = counted.firstIndex(where: { $0.record == entry.record }) {
                counted[index].count += 1
            } else {
                counted.append((entry.record, 1))
            }
        }
        return counted.map { record, count in
            CaptiveRecord(
                typeName: record.typeName, path: record.path, declared: record.declared, finding: record.finding,
                heldBy: record.heldBy, madeAt: record.madeAt, count: count)
        }
    }
}
