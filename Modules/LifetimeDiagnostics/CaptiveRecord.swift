import Core

/// A captive dependency: a component held longer than the lifetime it was declared to live, by something
/// that lives longer. Found when it is made, where the tracker sees the rule broken at once (ASP.NET
/// Core's `ValidateScopes`), or after its lifetime ended, where only its still being alive shows it. Shown
/// on the Diagnostics screen, printed by the trace and at the end of the run, and asserted on by tests.
public struct CaptiveRecord: Sendable, Hashable, CustomStringConvertible {
    /// How the tracker knows.
    public enum Finding: Sendable, Hashable {
        /// Made under `ancestor`, a component whose lifetime ends before the run, though declared to live for
        /// the run: it would hold its ancestor past that end.
        case keptUnder(ancestor: String)
        /// Kept by `holder`, a component kept for the run: it, or the component it lives in (`within`), would
        /// live as long as the run.
        case keptBy(holder: String, within: String?)
        /// Made while `holder`, a component kept for the run, was being made (by the root's `keep`, a kept
        /// feature's wiring or adapter), and still held when that make returned.
        case madeWhileKept(holder: String)
        /// Declared per visit, and made outside the navigation stack: no entry of the stack began it, so none
        /// ends it.
        case visitNotBegunByTheStack
        /// A second component of a type kept for the run under one parent, beside `first`.
        case keptTwice(first: String)
        /// Still alive after its declared lifetime ended; `heldBy` says what is known to keep it. Withdrawn
        /// if it is released before the run ends: something was only finishing with it.
        case aliveAfterItsEnd
        /// Still alive when the run ended, though declared to live shorter than the run and never ended.
        case aliveAtTheEndOfTheRun
    }

    public let typeName: String
    public let path: String
    public let declared: ScopeLifetime
    public let finding: Finding
    /// What was known to keep it, such as `^->Root->Quote, in its shared member at QuoteFeature/…:9:44`,
    /// or the task of its own still running that may; empty when the tracker saw nothing of it (a closure,
    /// an adapter, a screen).
    public let heldBy: [String]
    /// Where it was made, said so: `opened at …`, where the navigation stack began a visit, or `made at …`, the
    /// place of the make it was made in; `nil` when it was made in none.
    public let madeAt: String?
    /// How many components of this kind, at this place, were found so.
    public let count: Int

    public init(
        typeName: String, path: String, declared: ScopeLifetime, finding: Finding, heldBy: [String] = [],
        madeAt: String? = nil, count: Int = 1
    ) {
        (self.typeName, self.path, self.declared, self.finding) = (typeName, path, declared, finding)
        (self.heldBy, self.madeAt, self.count) = (heldBy, madeAt, count)
    }

    /// `ProfileComponent (per visit) ^->Root->Profile#2, opened at App/…:58:14, alive after its visit ended;
    /// held by …`, and how many times when more than once.
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
                + "whatever declaration names it"
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

    /// Whether an end is told for it before the run ends, so that holding it for the run is captive.
    var endsBeforeTheRun: Bool {
        switch self {
        case .visit, .custom: true
        case .run, .whileHeld: false
        }
    }
}
