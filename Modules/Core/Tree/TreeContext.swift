/// What every component of one tree shares: the observer, and the chain of values being made now, which
/// names a cycle (a maker asking for what it makes) in one message instead of a stack overflow, and tells a
/// component made for a value its own parent keeps (the child holds its parent: neither could be released).
@MainActor
final class TreeContext {
    /// One value being made: the member it is made for, its type, the component that keeps it once made
    /// (`nil` when its slot does not keep it), and the value being made around it.
    private final class Making {
        let member: Member
        let valueType: Any.Type
        let keeper: ObjectIdentifier?
        let enclosing: Making?

        init(member: Member, valueType: Any.Type, keeper: ObjectIdentifier?, enclosing: Making?) {
            self.member = member
            self.valueType = valueType
            self.keeper = keeper
            self.enclosing = enclosing
        }
    }

    nonisolated let observer: (any LifetimeObserver)?
    // Immutable links, not an array: replacing one reference spans no call, so exclusivity is checked statically.
    private var innermost: Making?

    init(observer: (any LifetimeObserver)?) {
        self.observer = observer
    }

    /// Runs `make` for `member`, a member of `scope`; stops with a message naming the cycle if `make`,
    /// directly or through other members, asks for `member` again.
    func make<Value>(_ member: Member, of scope: Scope, keepsValue: Bool, _ make: () -> Value) -> Value {
        let enclosing = innermost
        var link = enclosing
        while let making = link {
            if making.member == member { stopForCycle(from: making, of: scope, closingWith: Value.self) }
            link = making.enclosing
        }
        innermost = Making(
            member: member, valueType: Value.self, keeper: keepsValue ? ObjectIdentifier(scope) : nil,
            enclosing: enclosing)
        defer { innermost = enclosing }
        return make()
    }

    /// Stops if `child`, just created under `parent`, is being made for a value `parent` keeps.
    func stopIfKept(_ child: Scope, by parent: Scope) {
        guard let making = innermost, making.keeper == ObjectIdentifier(parent) else { return }
        fatalError(
            "\(parent.path) keeps its child \(child.path): a child holds its parent, so "
                + "neither could ever be released. Let whoever uses the child hold it, or keep it for the app's run "
                + "with the root's `keep`.")
    }

    /// Stops with the cycle that `start` begins: each type from `start` inwards, then `type` again.
    private func stopForCycle(from start: Making, of scope: Scope, closingWith type: Any.Type) -> Never {
        var cycle = [String(describing: type)]
        var link = innermost
        while let making = link, making !== start.enclosing {
            cycle.insert(String(describing: making.valueType), at: 0)
            link = making.enclosing
        }
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
