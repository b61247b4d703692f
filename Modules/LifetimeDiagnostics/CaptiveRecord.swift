import Core

/// A captive dependency: a component held longer than its declared lifetime by something that lives longer,
/// found when made (as ASP.NET Core's `ValidateScopes` refuses it) or after its lifetime ended.
public struct CaptiveRecord: Sendable, Hashable, CustomStringConvertible {
    public enum Finding: Sendable, Hashable {
        /// Declared for the run, under `ancestor`, whose lifetime ends sooner.
        case keptUnder(ancestor: String)
        /// Kept by `holder`, kept for the run: it, or the component it lives in (`within`), would live as long.
        case keptBy(holder: String, within: String?)
        /// Made while `holder`, kept for the run, was being made, and still held when that make returned.
        case madeWhileKept(holder: String)
        case visitNotBegunByTheStack
        case keptTwice(first: String)
        /// A root made while `first`, another root of the same tracker, lives: one root a process.
        case secondRoot(first: String)
        /// Still alive after its declared lifetime ended; withdrawn if released before the run ends.
        case aliveAfterItsEnd
        case aliveAtTheEndOfTheRun
    }

    public let typeName: String
    public let path: String
    public let declared: ScopeLifetime
    public let finding: Finding
    /// What was known to keep it (`^->Root->Quote, in its shared member at …`); empty when the tracker saw
    /// nothing of it (a closure, an adapter, a screen).
    public let heldBy: [String]
    /// `opened at …`, where the stack began a visit, or `made at …`, the make it was made in; else `nil`.
    public let madeAt: String?
    public let count: Int

    public init(
        typeName: String, path: String, declared: ScopeLifetime, finding: Finding, heldBy: [String] = [],
        madeAt: String? = nil, count: Int = 1
    ) {
        (self.typeName, self.path, self.declared, self.finding) = (typeName, path, declared, finding)
        (self.heldBy, self.madeAt, self.count) = (heldBy, madeAt, count)
    }

    /// `ProfileComponent (per visit) ^->Root->Profile#2, opened at App/…:58:14, alive after its visit ended; …`.
    public var description: String {
        let made = madeAt.map { ", \($0)" } ?? ""
        return finding(of: "\(typeName) (\(declared)) \(path)\(made)") + (count == 1 ? "" : " (\(count) times)")
    }

    private func finding(of component: String) -> String {
        switch finding {
        case .keptUnder(let ancestor):
            return "\(component), made under \(ancestor): kept for the run, it would hold what lives shorter past "
                + "its end"
        case .keptBy(let holder, let within?):
            return "\(component), in \(within), kept by \(holder): it would keep \(within) for the whole run"
        case .keptBy(let holder, nil):
            return "\(component), kept by \(holder): it would live for the whole run, past \(declared.endWords)"
        case .madeWhileKept(let holder):
            return "\(component) while \(holder) was being made, and still held when that make returned: it "
                + "would live for the whole run, past \(declared.endWords)"
        case .visitNotBegunByTheStack:
            return "\(component), made outside the navigation stack: no entry of the stack began it, so none ends it"
        case .keptTwice(let first):
            return "\(component), a second component of a type kept for the run beside \(first): one per root, "
                + "whatever makes it"
        case .secondRoot(let first):
            return "\(component), a second root beside \(first): one root a process, and one tree"
        case .aliveAfterItsEnd:
            return "\(component), alive after \(declared.endWords) ended; \(holders)"
        case .aliveAtTheEndOfTheRun:
            return "\(component), alive at the end of the run though \(declared.endWords) never ended; \(holders)"
        }
    }

    private var holders: String {
        heldBy.isEmpty ? "something that lives longer holds it" : "held by " + heldBy.joined(separator: "; ")
    }
}

extension ScopeLifetime {
    /// What ends a component declared so: `its visit`.
    var endWords: String {
        switch self {
        case .visit: "its visit"
        case .run: "the run"
        case .whileHeld: "its use"
        case .custom(let name): "its \(name)"
        }
    }

    var endsBeforeTheRun: Bool {
        switch self {
        case .visit, .custom: true
        case .run, .whileHeld: false
        }
    }
}
