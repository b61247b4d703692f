import Core
import LifetimeDiagnostics
import Testing

/// A component still alive after the lifetime it was declared to live ended is captive: something that lives
/// longer holds it. The compiler cannot see it; the tracker reports it at its next look, once, with its
/// path, its declared lifetime and, where it can be known, what keeps it.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct CaptiveTests {
    @Test func aVisitsComponentStillHeldAfterItsVisitEndedIsCaptive() {
        let tracker = LifetimeTracker()
        let root = VisitRoot(observer: tracker)
        var visit: Visit? = root.newVisit()
        let holder = Holder()
        holder.held = visit  // something outside the visit keeps it
        if let visit { tracker.lifetimeEnded(of: visit) }
        visit = nil

        #expect(tracker.captive.map(\.path) == ["^->Root->Visit"])
        #expect(tracker.captive.first?.declared == .visit)
        #expect(tracker.captive.first?.heldBy == [])
        withExtendedLifetime(holder) {}
    }

    /// A kept component's shared member that keeps a visit's component made before its maker ran: captive
    /// when the member is made, the report naming both, the holder with the place of its `shared` call; the
    /// visit's end adds no second report.
    @Test func aVisitKeptByAKeptComponentsSharedMemberIsCaptiveWhenMade() {
        let tracker = LifetimeTracker()
        let tree = Tree(VisitRoot(observer: tracker))  // what lets go of the kept component, and the root
        let root = tree.root
        var visit: Visit? = root.newVisit()
        root.lastVisit = visit
        _ = root.kept.visitKeeper  // its maker reads the visit made before it ran
        #expect(tracker.captive.count == 1)
        root.lastVisit = nil
        if let visit { tracker.lifetimeEnded(of: visit) }
        visit = nil

        let holder =
            "^->Root->Kept (kept for the run), in its shared member at LifetimeDiagnosticsTests/CaptiveTests.swift:\(KeptComponent.keeperLine):"
        #expect(tracker.captive.map(\.path) == ["^->Root->Visit"])
        guard case .keptBy(let keeper, within: nil) = tracker.captive.first?.finding else {
            Issue.record("not found captive when kept: \(tracker.captive)")
            return
        }
        #expect(keeper.hasPrefix(holder), "\(keeper)")
    }

    @Test func aVisitsComponentReleasedWithItsLastScreenIsNotCaptive() {
        let tracker = LifetimeTracker()
        let root = VisitRoot(observer: tracker)
        var visit: Visit? = root.newVisit()
        if let visit { tracker.lifetimeEnded(of: visit) }
        visit = nil
        #expect(tracker.captive.isEmpty)
    }

    /// The lifetime ends while whoever closed the visit still holds its component for a moment: the next
    /// look judges, not the telling.
    @Test func aVisitLetGoOfRightAfterItsEndIsNotCaptive() {
        let tracker = LifetimeTracker()
        var visit: Visit? = VisitRoot(observer: tracker).newVisit()
        do {
            let closing = visit
            visit = nil
            if let closing { tracker.lifetimeEnded(of: closing) }
        }
        #expect(tracker.captive.isEmpty)
    }

    /// The trace prints a captive once, at the look that finds it, naming the path and what the lifetime
    /// was; a later look says nothing more of it, and the record counts it once.
    @Test func aCaptiveIsTracedOnceWithItsDeclaredLifetime() {
        let tracker = LifetimeTracker()
        var lines: [String] = []
        tracker.onEvent = { lines.append("\($0)") }
        let root = VisitRoot(observer: tracker)
        let visit = root.newVisit()
        tracker.lifetimeEnded(of: visit)
        tracker.catchUp()
        tracker.catchUp()

        let captive = lines.filter { $0.hasPrefix("[lifetime] captive") }
        #expect(
            captive == [
                "[lifetime] captive Visit (per visit) ^->Root->Visit, alive after its visit ended; something that "
                    + "lives longer holds it"
            ])
        #expect(tracker.captive.map(\.count) == [1])
    }

    /// Once the tree has been let go of, a visit that ended and is still alive is captive too, besides
    /// having outlived the tree.
    @Test func aCaptiveStillAliveAtTheEndIsReportedThen() async {
        let tracker = LifetimeTracker()
        var root: VisitRoot? = VisitRoot(observer: tracker)
        let visit = root?.newVisit()
        if let visit { tracker.lifetimeEnded(of: visit) }
        root = nil
        await tracker.finish()
        #expect(tracker.captive.map(\.path) == ["^->Root->Visit"])
        withExtendedLifetime(visit) {}
    }
}

@MainActor protocol VisitDependency: Scope {
    var lastVisit: Visit? { get }
}

/// A component made for one visit.
final class Visit: Component<any VisitDependency> {
    init(parent: some VisitDependency) { super.init(parent: parent, dependency: parent, lifetime: .visit) }
}

/// A component kept for the root's run, whose shared member keeps whatever visit the root last made.
final class KeptComponent: Component<any VisitDependency> {
    static let keeperLine: UInt = #line + 2
    init(parent: some VisitDependency) { super.init(parent: parent, dependency: parent, lifetime: .run) }
    private(set) lazy var visitKeeper: Visit = shared { dependency.lastVisit ?? Visit(parent: dependency) }
}

/// A root that makes visits, and keeps one component for its run.
final class VisitRoot: BootstrapComponent, VisitDependency {
    var lastVisit: Visit?

    init(observer: (any LifetimeObserver)?) { super.init(name: "Root", observer: observer) }

    func newVisit() -> Visit { Visit(parent: self) }

    private let keptSlot = Kept<KeptComponent>()
    var kept: KeptComponent { keep(keptSlot) { KeptComponent(parent: self) } }
}

/// Something that lives longer than a visit and keeps one.
final class Holder {
    var held: AnyObject?
}
