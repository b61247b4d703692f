import Core

/// The members being made now, outermost first, as the kernel reports them (`making`): what names a
/// dependency cycle in one line instead of a stack overflow, what refuses a child made for a value its own
/// parent keeps, and what tells, of each component made, which make it was made in. Core keeps no such
/// record; the tracker does, so the app, always observed, stops on both with a message.
@MainActor
struct MakingChain {
    /// A make in progress, and the components registered while it ran.
    struct Entry {
        let member: Member
        let scope: ObjectIdentifier
        let valueType: Any.Type
        let keepsValue: Bool
        var madeScopes: [ObjectIdentifier] = []

        /// A kept child's make, `BootstrapComponent.keep`: a slot's, at a place, whose value the slot does not
        /// keep (the root's list does).
        var isKeep: Bool { member.owner != scope && member.place != nil && !keepsValue }
        /// A visit the root begins (`BootstrapComponent.beginVisit`), at the place it was opened.
        var beginsAVisit: Bool { member.owner == scope && member.place != nil && !keepsValue }
    }

    private var entries: [Entry] = []
    /// How many of `entries` are kept children's makes.
    private var keeps = 0

    /// Notes that `scope` starts making a value of `type` for `member`; stops naming the cycle when `member`
    /// is being made already, by this maker or one it called.
    mutating func enter(_ member: Member, of scope: Scope, making type: Any.Type, keepsValue: Bool) {
        if let start = entries.firstIndex(where: { $0.member == member }) {
            let cycle = entries[start...].map(\.valueType) + [type]
            fatalError("dependency cycle: \(cycle.map { "\($0)" }.joined(separator: " -> ")) in \(scope.path)")
        }
        let entry = Entry(member: member, scope: ObjectIdentifier(scope), valueType: type, keepsValue: keepsValue)
        if entry.isKeep { keeps += 1 }
        entries.append(entry)
    }

    /// Ends the innermost make; returns it, with every component registered while it ran inside a kept child's
    /// make, its inner makes' included.
    mutating func leave() -> Entry {
        let left = entries.removeLast()
        if left.isKeep { keeps -= 1 }
        if !left.madeScopes.isEmpty, !entries.isEmpty { entries[entries.count - 1].madeScopes += left.madeScopes }
        return left
    }

    /// Notes that `scope` was registered while the innermost make runs, when that is inside a kept child's:
    /// what the keep judges when it returns.
    mutating func note(_ scope: ObjectIdentifier) {
        if keeps > 0 { entries[entries.count - 1].madeScopes.append(scope) }
    }

    /// The place of the innermost make, if one runs, and whether it is the root beginning a visit under `parent`.
    func innermostPlace(beginningAVisitUnder parent: ObjectIdentifier?) -> (place: SourcePlace?, opensAVisit: Bool) {
        guard let last = entries.indices.last else { return (nil, false) }
        return (entries[last].member.place, entries[last].beginsAVisit && entries[last].scope == parent)
    }

    /// Whether a kept child's make runs, at any depth: what it leaves holding is judged when it returns.
    var isInsideAKeep: Bool { keeps > 0 }

    /// The component making the innermost value now, when its slot keeps that value: what keeps a component
    /// made meanwhile.
    var innermostKeeper: Ledger.Keeper? {
        guard let innermost = entries.last, innermost.keepsValue else { return nil }
        return Ledger.Keeper(scope: innermost.scope, place: innermost.member.place)
    }

    /// Stops if `child`, just made under `parent`, is made while the innermost value `parent` is making
    /// is one its slot keeps.
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
