/// What every component of one tree shares: the observer, and the values being made now, which name a cycle
/// in one message, not a stack overflow, and stop a component made for a value its own parent keeps.
@MainActor
final class TreeContext {
    private struct Making {
        let member: Member
        let valueType: Any.Type
    }

    let observer: (any LifetimeObserver)?
    /// The members being made now, outermost first.
    private var making: [Making] = []

    init(observer: (any LifetimeObserver)?) {
        self.observer = observer
    }

    /// Runs `make` for `member`, a member of `scope`; stops with a message naming the cycle if `make`,
    /// directly or through other members, asks for `member` again.
    func make<Value>(_ member: Member, of scope: Scope, keepsValue: Bool, _ make: () -> Value) -> Value {
        for start in making.indices where making[start].member == member {
            stopForCycle(making[start...].map(\.valueType) + [Value.self], in: scope)
        }
        making.append(Making(member: member, valueType: Value.self))
        let wasKeeping = scope.isMakingKeptValue
        scope.isMakingKeptValue = keepsValue
        let value = make()
        scope.isMakingKeptValue = wasKeeping
        making.removeLast()
        return value
    }

    /// Stops if `child`, just created under `parent`, is being made for a value `parent` keeps.
    func stopIfKept(_ child: Scope, by parent: Scope) {
        guard parent.isMakingKeptValue else { return }
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
    var place: SharedMember?
}

/// A shared member, named by the place of its `shared { … }` call: `Quote/QuoteComponent.swift:7:52`.
public struct SharedMember: Sendable, Hashable, CustomStringConvertible {
    public let fileID: StaticString
    public let line: UInt
    public let column: UInt

    public var description: String { "\(fileID):\(line):\(column)" }

    /// The file is compared last: two members of one component share a line and a column only when
    /// they are declared in two files, in a class and its subclass.
    public static func == (lhs: SharedMember, rhs: SharedMember) -> Bool {
        lhs.line == rhs.line && lhs.column == rhs.column && lhs.fileID.description == rhs.fileID.description
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(line)
        hasher.combine(column)
    }
}
