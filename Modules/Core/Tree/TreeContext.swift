/// What every component of one tree shares: the observer, and the values being made now, which name a cycle
/// in one message, not a stack overflow, and stop a component made for a value its own parent keeps.
@MainActor
final class TreeContext {
    private struct Making {
        let member: Member
        let valueType: Any.Type
    }

    nonisolated let observer: (any LifetimeObserver)?
    /// The members being made now, outermost first: the first `depth` entries; the rest are spent. Values,
    /// never shrunk, with room made with the root: making a value allocates nothing, and a first access does
    /// not pay for the runtime setting up the array's type (docs/performance.md).
    private var making = [Making](
        repeating: Making(member: Member(owner: ObjectIdentifier(Never.self)), valueType: Never.self), count: 8)
    private var depth = 0
    /// The component that will keep the innermost value being made, if its slot keeps it.
    private var keeper: ObjectIdentifier?

    init(observer: (any LifetimeObserver)?) {
        self.observer = observer
    }

    /// Runs `make` for `member`, a member of `scope`; stops with a message naming the cycle if `make`,
    /// directly or through other members, asks for `member` again.
    func make<Value>(_ member: Member, of scope: Scope, keepsValue: Bool, _ make: () -> Value) -> Value {
        // Swapped out while changed: no access to the property spans a call, so exclusivity is checked statically.
        var chain: [Making] = []
        swap(&chain, &making)
        for start in 0..<depth where chain[start].member == member {
            stopForCycle(chain[start..<depth].map(\.valueType) + [Value.self], in: scope)
        }
        let entry = Making(member: member, valueType: Value.self)
        if depth < chain.count { chain[depth] = entry } else { chain.append(entry) }
        swap(&chain, &making)
        let enclosingKeeper = keeper
        (depth, keeper) = (depth + 1, keepsValue ? ObjectIdentifier(scope) : nil)
        defer { (depth, keeper) = (depth - 1, enclosingKeeper) }
        return make()
    }

    /// Stops if `child`, just created under `parent`, is being made for a value `parent` keeps.
    func stopIfKept(_ child: Scope, by parent: Scope) {
        if keeper == ObjectIdentifier(parent) { stopForKept(child, by: parent) }
    }

    private func stopForKept(_ child: Scope, by parent: Scope) -> Never {
        fatalError(
            "\(parent.path) keeps its child \(child.path): a child holds its parent, so "
                + "neither could ever be released. Let whoever uses the child hold it, or keep it for the app's run "
                + "with the root's `keep`.")
    }

    /// Stops naming `cycle`: the types being made from the first asked for again, inwards, then it again.
    private func stopForCycle(_ cycle: [Any.Type], in scope: Scope) -> Never {
        let cycle = cycle.map { String(describing: $0) }
        fatalError("dependency cycle: \(cycle.joined(separator: " -> ")) in \(scope.path)")
    }
}

/// What a value is made for: a slot object, or a `lazy var` of one component, known by the place of its
/// `shared` call, since Swift gives a stored property no identity of its own.
struct Member: Equatable {
    let owner: ObjectIdentifier
    var place = SharedMember(fileID: "", line: 0, column: 0)
}

/// A shared member, named by the place of its `shared { … }` call: `Quote/QuoteComponent.swift:7:52`.
public struct SharedMember: Sendable, Hashable, CustomStringConvertible {
    public let fileID: StaticString
    public let line: UInt
    public let column: UInt

    public var description: String { "\(fileID):\(line):\(column)" }

    // The file is compared last: only two `lazy var`s of one component, in a class and its subclass, can
    // share a line and a column. One file's name is one literal, so its address almost always settles it.
    public static func == (lhs: SharedMember, rhs: SharedMember) -> Bool {
        guard lhs.line == rhs.line, lhs.column == rhs.column else { return false }
        return lhs.fileID.withUTF8Buffer { left in
            rhs.fileID.withUTF8Buffer { left.baseAddress == $0.baseAddress || left.elementsEqual($0) }
        }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(line)
        hasher.combine(column)
    }
}
