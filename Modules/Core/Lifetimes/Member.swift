/// What a value is being made for, as the observer is told (`LifetimeObserver.making`): a slot object, a
/// `lazy var` of one component, known by the place of its `shared` call since Swift gives a stored property
/// no identity of its own, or a visit the root begins (`owner` the root itself).
public struct Member: Hashable, Sendable {
    public let owner: ObjectIdentifier
    public let place: SourcePlace?
}

/// A place in the source: a shared member's `shared { … }` call, which names the member, or a make's or an
/// opening's (`QuoteFeature/QuoteComponent.swift:7:52`).
public struct SourcePlace: Sendable, Hashable, CustomStringConvertible {
    public let fileID: StaticString
    public let line: UInt
    public let column: UInt

    public init(fileID: StaticString, line: UInt, column: UInt) {
        (self.fileID, self.line, self.column) = (fileID, line, column)
    }

    public var description: String { "\(fileID):\(line):\(column)" }

    /// The file is compared last: two places share a line and a column only in two files.
    public static func == (lhs: SourcePlace, rhs: SourcePlace) -> Bool {
        lhs.line == rhs.line && lhs.column == rhs.column && lhs.fileID.description == rhs.fileID.description
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(line)
        hasher.combine(column)
    }
}
