import Core

/// One step of a run as the model reads it: what the kernel reported to its observer, with what only the run
/// knows (which make it started, which of its own objects went), and what the run asked the tracker.
enum RunReport: Sendable {
    case made(MadeScope)
    case makeBegan(MakeBegan)
    /// The innermost make returned `value`, when it is a component.
    case makeEnded(value: ObjectIdentifier?)
    case madeInstance(MadeInstance, Lifetime)
    case madeShared(MadeInstance, member: SourcePlace)
    case taskStarted(ObjectIdentifier, name: String, by: ObjectIdentifier)
    case taskEnded(ObjectIdentifier)
    case lifetimeEnded(ObjectIdentifier)
    /// A component's release, as its `deinit` posts it.
    case released(ObjectIdentifier)
    /// One of the run's own objects went: a `Thing`, numbered.
    case thingGone(Int)
    case asked(Question)
}

/// What the run asks the tracker, and so a line of the transcript for each answer.
enum Question: CaseIterable, Sendable {
    case catchUp, captive, outlived, records, remadeShared, runEnded, finish
}

/// A type as the run names it: as Swift describes it (`GammaComponent`) and reflects it, with its module.
struct TypeNames: Sendable, Hashable {
    let described: String
    let reflected: String

    init(_ type: Any.Type) {
        described = String(describing: type)
        reflected = String(reflecting: type)
    }
}

struct MadeScope: Sendable {
    let id: ObjectIdentifier
    let type: TypeNames
    let givenName: String?
    let parent: ObjectIdentifier?
    let declared: ScopeLifetime
    /// For a root, where it was made (`BootstrapComponent.madeAt`).
    var rootMadeAt: SourcePlace? = nil
}

/// A make the run started, by the call it made: the kernel tells the observer only its member and whether
/// its slot keeps the value, which the tracker reads back into these.
struct MakeBegan: Sendable {
    enum Call: Sendable {
        /// The root's `keep`, at its place.
        case keep(SourcePlace)
        /// The root's `beginVisit`, opened at its place.
        case visit(SourcePlace)
        /// A `shared { … }` call, its member named by its place.
        case shared(SourcePlace)
        /// A lifetime of the run's own, `make(_:for:keepsValue:_:)` on a slot.
        case slot(keepsValue: Bool)
    }

    let call: Call
    let maker: ObjectIdentifier
}

struct MadeInstance: Sendable {
    enum Identity: Sendable, Hashable {
        case scope(ObjectIdentifier)
        case thing(Int)
    }

    /// `nil` for a value type, which has no identity to watch.
    let identity: Identity?
    let type: TypeNames
    let by: ObjectIdentifier
}
