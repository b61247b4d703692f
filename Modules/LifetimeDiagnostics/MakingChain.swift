import Core

/// The members being made now, outermost first (`LifetimeObserver.making`): what names a dependency cycle, stops
/// a child made for a value its own parent keeps, and tells in which make each component was made. On no actor,
/// like the ledger: the tracker owns it.
struct MakingChain {
    struct Entry {
        let member: Member
        let scope: ObjectIdentifier
        let valueType: Any.Type
        let keepsValue: Bool
        var madeScopes: [ObjectIdentifier] = []

        /// `BootstrapComponent.keep`: a slot's make at a place, whose value the slot does not keep.
        var isKeep: Bool { member.owner != scope && member.place != nil && !keepsValue }
        /// A visit the root begins (`BootstrapComponent.beginVisit`), at the place it was opened.
        var beginsAVisit: Bool { member.owner == scope && member.place != nil && !keepsValue }
    }

    private var entries: [Entry] = []
    private var keeps = 0

    /// Stops naming the cycle when `member` is being made already.
    mutating func enter(_ member: Member, of scope: Scope, making type: Any.Type, keepsValue: Bool) {
        if let start = entries.firstIndex(where: { $0.member == member }) {
            let cycle = entries[start...].map(\.valueType) + [type]
            fatalError("dependency cycle: \(cycle.map { "\($0)" }.joined(separator: " -> ")) in \(scope.path)")
        }
        let entry = Entry(member: member, scope: ObjectIdentifier(scope), valueType: type, keepsValue: keepsValue)
        if entry.isKeep { keeps += 1 }
        entries.append(entry)
    }

    /// Ends the innermost make; returns it, with the components registered in it inside a kept child's make.
    mutating func leave() -> Entry {
        let left = entries.removeLast()
        if left.isKeep { keeps -= 1 }
        if !left.madeScopes.isEmpty, !entries.isEmpty { entries[entries.count - 1].madeScopes += left.madeScopes }
        return left
    }

    /// Notes `scope` on the innermost make inside a kept child's: what the keep judges when it returns.
    mutating func note(_ scope: ObjectIdentifier) {
        if keeps > 0 { entries[entries.count - 1].madeScopes.append(scope) }
    }

    /// The place of the innermost make, if one runs, and whether it is the root beginning a visit under `parent`.
    func innermostPlace(beginningAVisitUnder parent: ObjectIdentifier?) -> (place: SourcePlace?, opensAVisit: Bool) {
        guard let last = entries.indices.last else { return (nil, false) }
        return (entries[last].member.place, entries[last].beginsAVisit && entries[last].scope == parent)
    }

    var isInsideAKeep: Bool { keeps > 0 }

    /// The component making the innermost value, when its slot keeps it: what keeps a component made meanwhile.
    var innermostKeeper: Ledger.Keeper? {
        guard let innermost = entries.last, innermost.keepsValue else { return nil }
        return Ledger.Keeper(scope: innermost.scope, place: innermost.member.place)
    }

    /// Stops if `child` is made while `parent` makes a value its slot keeps.
    func stopIfKept(_ child: Scope, by parent: Scope) {
        guard let making = entries.last(where: { $0.scope == ObjectIdentifier(parent) }), making.keepsValue else {
            return
        }
        Self.stop(parent, keeping: child)
    }

    /// Stops: `parent` keeps its own `child` (or a component below it), which holds it.
    static func stop(_ parent: Scope, keeping child: Scope) -> Never {
        fatalError(
            "\(parent.path) keeps its child \(child.path): a child holds its parent, so neither could ever be "
                + "released. Let whoever uses the child hold it, or keep it for the app's run with the root's `keep`.")
    }
}
