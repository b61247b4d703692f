/// What a value is being made for, as the observer is told (`LifetimeObserver.making`): a slot object, or a
/// `lazy var` of one component, known by the place of its `shared` call, since Swift gives a stored
/// property no identity of its own.
public struct Member: Hashable, Sendable {
    /// The slot, or the component whose shared member it is.
    public let owner: ObjectIdentifier
    /// For a shared member, the place of its `shared` call.
    public let place: SharedMember?

    init(owner: ObjectIdentifier, place: SharedMember? = nil) {
        self.owner = owner
        self.place = place
    }
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
