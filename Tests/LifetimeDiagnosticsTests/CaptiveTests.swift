import Core
import LifetimeDiagnostics
import TestSupport
import Testing

/// A component still alive after the lifetime it was declared to live ended is captive: something that lives
/// longer holds it. The compiler cannot see it; the tracker reports it at its next look, once, with its
/// path, its declared lifetime and, where it can be known, what keeps it.
@MainActor
@Suite(.limitForATest) struct CaptiveTests {
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
        let made = tracker.captive.map(\.description)
        root.lastVisit = nil
        if let visit { tracker.lifetimeEnded(of: visit) }
        visit = nil

        let holder =
            "^->Root->Kept (kept for the run), in its shared member at LifetimeDiagnosticsTests/CaptiveTests.swift:"
            + "\(KeptComponent.keeperLine):55"
        let report =
            "Visit (per visit) ^->Root->Visit, opened at \(VisitRoot.opening), kept by \(holder): it would live for "
            + "the whole run, past its visit"
        #expect(made == [report])
        #expect(tracker.captive.map(\.description) == [report])
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
                "[lifetime] captive Visit (per visit) ^->Root->Visit, opened at \(VisitRoot.opening), alive after its "
                    + "visit ended; something that lives longer holds it"
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

/// The rule checked the moment it is broken, as ASP.NET Core's `ValidateScopes` checks a scoped service made
/// for a singleton: what is kept for the run is never made under, or made to keep, what lives shorter.
@MainActor
@Suite(.limitForATest) struct CaptiveWhenMadeTests {
    /// Core's public two-argument initializer lets a component be declared for the run under any parent: under
    /// a visit's component, it is captive at once, naming both.
    @Test func aComponentKeptForTheRunMadeUnderAVisitIsCaptiveWhenMade() {
        let tracker = LifetimeTracker()
        let visit = VisitRoot(observer: tracker).newVisit()
        let kept = RunLong(parent: visit, name: "RunLong", lifetime: .run)
        #expect(
            tracker.captive.map(\.description) == [
                "RunLong (kept for the run) ^->Root->Visit->RunLong, made under ^->Root->Visit (per visit): kept for "
                    + "the run, it would hold what lives shorter past its end"
            ])
        withExtendedLifetime(kept) {}
    }

    /// A lifetime of the app's own has an end its code tells: below one, the same rule holds, at any depth.
    @Test func aComponentKeptForTheRunMadeBelowACustomLifetimeIsCaptiveWhenMade() {
        let tracker = LifetimeTracker()
        let root = VisitRoot(observer: tracker)
        let session = RunLong(parent: root, name: "Session", lifetime: .custom("until-logout"))
        let between = RunLong(parent: session, name: "Between")
        let kept = RunLong(parent: between, name: "Kept", lifetime: .run)
        guard case .keptUnder(let ancestor) = tracker.captive.first?.finding else {
            Issue.record("not captive when made: \(tracker.captive)")
            return
        }
        #expect(ancestor == "^->Root->Session (until-logout)")
        #expect(
            tracker.captive.map(\.description) == [
                "RunLong (kept for the run) ^->Root->Session->Between->Kept, made under ^->Root->Session "
                    + "(until-logout): kept for the run, it would hold what lives shorter past its end"
            ])
        withExtendedLifetime(kept) {}
    }

    /// What is kept for the run under the root, or under another kept component, breaks no rule.
    @Test func aComponentKeptForTheRunUnderOneKeptForTheRunIsNotCaptive() {
        let tracker = LifetimeTracker()
        let root = VisitRoot(observer: tracker)
        let first = RunLong(parent: root, name: "First", lifetime: .run)
        let second = RunLong(parent: first, name: "Second", lifetime: .run)
        #expect(tracker.captive.isEmpty)
        withExtendedLifetime(second) {}
    }

    /// A visit's component made inside a kept component's shared maker would be kept by it for the run,
    /// here inside the value the member keeps: captive when made.
    @Test func aVisitMadeInAKeptComponentsSharedMakerIsCaptiveWhenMade() {
        let tracker = LifetimeTracker()
        let tree = Tree(VisitRoot(observer: tracker))
        _ = tree.root.kept.holdingAVisit
        #expect(tracker.captive.count == 1)
        guard case .keptBy(let holder, within: nil) = tracker.captive.first?.finding else {
            Issue.record("not captive when made: \(tracker.captive)")
            return
        }
        let member = "LifetimeDiagnosticsTests/CaptiveTests.swift:\(KeptComponent.keeperLine + 5):58"
        #expect(holder == "^->Root->Kept (kept for the run), in its shared member at \(member)")
        #expect(
            tracker.captive.map(\.description) == [
                "Visit (per visit) ^->Root->Visit, made at \(member), kept by ^->Root->Kept (kept for the run), in its "
                    + "shared member at \(member): it would live for the whole run, past its visit"
            ])
    }

    /// Of two visits of one kind, the second is numbered where a report names it as what holds a child.
    @Test func theSecondOfTwoVisitsIsNumberedWhereAReportNamesIt() {
        let tracker = LifetimeTracker()
        let tree = Tree(VisitRoot(observer: tracker))
        let first = tree.root.newVisit()
        let second = tree.root.newVisit()
        tree.root.lastChild = VisitChild(parent: second)
        _ = tree.root.kept.childKeeper
        tree.root.lastChild = nil
        guard case .keptBy(_, let within)? = tracker.captive.first?.finding else {
            Issue.record("not captive when made: \(tracker.captive)")
            return
        }
        #expect(within == "^->Root->Visit#2 (per visit)")
        withExtendedLifetime((first, second)) {}
    }

    /// A visit made in a maker whose slot keeps nothing (weak-shared), which a kept component's shared maker
    /// called, is not kept by it: the innermost make is the one that decides.
    @Test func aSessionMadeInAWeakSharedMakerInsideASharedOneIsNotCaptive() {
        let tracker = LifetimeTracker()
        let tree = Tree(VisitRoot(observer: tracker))
        _ = tree.root.kept.madeInAWeakSlot
        #expect(tracker.records.filter { $0.typeName == "RunLong" && $0.lifetime == .scope }.map(\.created) == [1])
        #expect(tracker.captive.isEmpty, "\(tracker.captive)")
    }

    /// Made by a kept component's shared maker and kept by the member too: one report.
    @Test func aVisitMadeAndKeptByAKeptComponentsSharedMemberIsReportedOnce() {
        let tracker = LifetimeTracker()
        let tree = Tree(VisitRoot(observer: tracker))
        _ = tree.root.kept.visitKeeper  // no visit made before: its maker makes one
        #expect(tracker.captive.map(\.count) == [1])
    }

    /// A kept member that keeps a component below a visit keeps the visit: both are named when the member is
    /// made, and the visit's report after its end names the holder of what it holds below.
    @Test func aVisitsChildKeptByAKeptComponentsSharedMemberIsCaptiveWhenMadeAndNamesItsHolder() {
        let tracker = LifetimeTracker()
        let tree = Tree(VisitRoot(observer: tracker))
        var visit: Visit? = tree.root.newVisit()
        tree.root.lastChild = visit.map { VisitChild(parent: $0) }
        _ = tree.root.kept.childKeeper
        tree.root.lastChild = nil
        guard case .keptBy(_, let within) = tracker.captive.first?.finding else {
            Issue.record("not captive when made: \(tracker.captive)")
            return
        }
        #expect(within == "^->Root->Visit (per visit)")
        if let visit { tracker.lifetimeEnded(of: visit) }
        visit = nil

        let visitReport = tracker.captive.first { $0.path == "^->Root->Visit" }
        #expect(visitReport?.finding == .aliveAfterItsEnd)
        let member =
            "^->Root->Kept (kept for the run), in its shared member at "
            + "LifetimeDiagnosticsTests/CaptiveTests.swift:\(KeptComponent.keeperLine + 1):60"
        #expect(
            tracker.captive.map(\.description) == [
                "VisitChild (while held) ^->Root->Visit->VisitChild, in ^->Root->Visit (per visit), kept by \(member): "
                    + "it would keep ^->Root->Visit (per visit) for the whole run",
                "Visit (per visit) ^->Root->Visit, opened at \(VisitRoot.opening), alive after its visit ended; held by "
                    + "\(member), which keeps ^->Root->Visit->VisitChild",
            ])
    }

    /// A component that lives while held, not for the run, keeps in its shared members a visit made before
    /// and a session its maker makes: it goes when its holder lets go, so keeping them breaks no rule, and
    /// letting all go reports nothing.
    @Test func aVisitKeptByAComponentOnlyHeldIsNotCaptive() {
        let tracker = LifetimeTracker()
        let root = VisitRoot(observer: tracker)
        root.lastVisit = root.newVisit()
        var holder: HeldKeeper? = HeldKeeper(parent: root)
        _ = holder?.visitKeeper
        _ = holder?.sessionKeeper
        #expect(tracker.captive.isEmpty, "\(tracker.captive)")
        holder = nil
        if let visit = root.lastVisit { tracker.lifetimeEnded(of: visit) }
        root.lastVisit = nil
        #expect(tracker.captive.isEmpty, "\(tracker.captive)")
    }

    /// A rule broken when a component is made stays broken: its report is never withdrawn when the component
    /// goes, kept under a visit or kept by a kept component's member alike.
    @Test func aCaptiveReportedWhenMadeIsNeverWithdrawnByItsRelease() {
        let tracker = LifetimeTracker()
        let tree = Tree(VisitRoot(observer: tracker))
        var visit: Visit? = tree.root.newVisit()
        var keptUnder: RunLong? = visit.map { RunLong(parent: $0, name: "RunLong", lifetime: .run) }
        _ = tree.root.kept.holdingAVisit
        let found = tracker.captive.map(\.finding)
        #expect(found.count == 2)
        keptUnder = nil
        if let visit { tracker.lifetimeEnded(of: visit) }
        visit = nil
        tracker.catchUp()
        #expect(tracker.captive.map(\.finding).prefix(2) == found[...], "\(tracker.captive)")
        withExtendedLifetime(keptUnder) {}
    }
}

/// A component held past its declared lifetime, judged after its end: reported at the next look, withdrawn
/// if it goes before the run ends, and reported when the run ends if it never ended.
@MainActor
@Suite(.limitForATest) struct CaptiveAfterItsEndTests {
    /// A task finishing with a visit's component holds it a while after the visit ended: reported at the look
    /// that finds it, and withdrawn once the task lets go, so no report stands of something that went.
    @Test func aVisitHeldByATaskFinishingIsWithdrawnOnceReleased() async {
        let tracker = LifetimeTracker()
        var visit: Visit? = VisitRoot(observer: tracker).newVisit()
        let (finishing, finish) = AsyncStream<Void>.makeStream()
        let task = Task { @MainActor [visit] in
            for await _ in finishing {}
            withExtendedLifetime(visit) {}
        }
        if let visit { tracker.lifetimeEnded(of: visit) }
        visit = nil
        #expect(tracker.captive.map(\.finding) == [.aliveAfterItsEnd])

        finish.finish()
        await task.value
        #expect(tracker.captive.isEmpty)
    }

    /// A visit's own task that holds its component keeps it, and the component cancels its tasks only when
    /// it goes: the report says it is a cycle, not "something that lives longer".
    @Test func aVisitHeldByItsOwnTaskIsCapturedInACycle() async {
        let tracker = LifetimeTracker()
        var visit: Visit? = VisitRoot(observer: tracker).newVisit()
        let (holding, letGo) = AsyncStream<Void>.makeStream()
        let task = visit?.startTask(named: "holding") { @MainActor [visit] in
            for await _ in holding {}
            withExtendedLifetime(visit) {}
        }
        if let visit { tracker.lifetimeEnded(of: visit) }
        visit = nil
        #expect(
            tracker.captive.map(\.description) == [
                "Visit (per visit) ^->Root->Visit, opened at \(VisitRoot.opening), alive after its visit ended; held by "
                    + "its own task \u{201C}holding\u{201D}, still running: if the task holds it, the two keep each other "
                    + "(a cycle), since a component cancels its tasks only once released"
            ])

        letGo.finish()
        await task?.running.value
    }

    /// A visit no entry of a navigation stack ended, kept all run, and a component of a lifetime of the app's
    /// own whose end was never told: reported when the run ends, before the tree goes.
    @Test(arguments: [ScopeLifetime.visit, .custom("until-logout")])
    func aComponentNeverEndedAndHeldAllRunIsCaptiveWhenTheRunEnds(declared: ScopeLifetime) {
        let tracker = LifetimeTracker()
        let root = VisitRoot(observer: tracker)
        let held = root.beginVisit(openedAt: VisitRoot.opening) {
            RunLong(parent: root, name: "Held", lifetime: declared)
        }
        tracker.catchUp()
        #expect(tracker.captive.isEmpty)
        tracker.runEnded()
        #expect(tracker.captive.map(\.finding) == [.aliveAtTheEndOfTheRun])
        #expect(
            tracker.captive.first?.description.contains(
                "though its \(declared == .visit ? "visit" : "until-logout") never ended") == true)
        withExtendedLifetime(held) {}
    }

    /// Found after its visit ended and still held when the run ends, a component let go of only afterwards was
    /// held for the run: its report stands.
    @Test func aCaptiveReleasedAfterTheRunEndedStaysReported() {
        let tracker = LifetimeTracker()
        let root = VisitRoot(observer: tracker)
        var visit: Visit? = root.newVisit()
        let holder = Holder()
        holder.held = visit
        if let visit { tracker.lifetimeEnded(of: visit) }
        visit = nil
        #expect(tracker.captive.map(\.finding) == [.aliveAfterItsEnd])
        tracker.runEnded()
        holder.held = nil
        tracker.catchUp()
        #expect(tracker.captive.map(\.finding) == [.aliveAfterItsEnd])
    }

    /// A member that keeps a visit's component twice (a `shared` call in a computed property) names its
    /// holder once.
    @Test func aHolderThatKeptAVisitTwiceIsNamedOnce() {
        let tracker = LifetimeTracker()
        let root = VisitRoot(observer: tracker)
        root.lastVisit = root.newVisit()
        defer { root.lastVisit = nil }  // the visit's dependency is the root: a cycle until then
        let holder = ComputedKeeper(parent: root)
        _ = (holder.keeper, holder.keeper)
        if let visit = root.lastVisit { tracker.lifetimeEnded(of: visit) }
        #expect(tracker.captive.first?.heldBy.count == 1, "\(tracker.captive)")
        #expect(tracker.captive.first?.heldBy.first?.hasPrefix("^->Root->ComputedKeeper (while held)") == true)
    }

    /// Two visits of one kind held past their end: a report each, the second numbered, in the trace each once.
    @Test func twoVisitsOfOneKindHeldPastTheirEndAreReportedEachNumbered() {
        let tracker = LifetimeTracker()
        var traced: [String] = []
        tracker.onEvent = { if $0.kind == .captive { traced.append("\($0)") } }
        let root = VisitRoot(observer: tracker)
        let holder = Holder()
        let second = Holder()
        for keeper in [holder, second] {
            let visit = root.newVisit()
            keeper.held = visit
            tracker.lifetimeEnded(of: visit)
        }
        #expect(tracker.captive.map(\.path) == ["^->Root->Visit", "^->Root->Visit#2"])
        #expect(tracker.captive.map(\.count) == [1, 1])
        #expect(traced.count == 2)
    }
}

@MainActor protocol VisitDependency: Scope {
    var lastVisit: Visit? { get }
    var lastChild: VisitChild? { get }
}

/// A component made for one visit.
final class Visit: Component<any VisitDependency> {
    init(parent: some VisitDependency) { super.init(parent: parent, dependency: parent, lifetime: .visit) }
}

/// A component below a visit's.
final class VisitChild: Component<Void> {
    init(parent: Visit) { super.init(parent: parent) }
}

/// A component of any name and declared lifetime, needing nothing.
final class RunLong: Component<Void> {}

/// A component kept for the root's run, whose shared members keep whatever visit, or child of one, the root
/// last made.
final class KeptComponent: Component<any VisitDependency> {
    static let keeperLine: UInt = #line + 2
    init(parent: some VisitDependency) { super.init(parent: parent, dependency: parent, lifetime: .run) }
    private(set) lazy var visitKeeper: Visit = shared { dependency.lastVisit ?? Visit(parent: dependency) }
    private(set) lazy var childKeeper: VisitChild = shared {
        dependency.lastChild ?? VisitChild(parent: Visit(parent: dependency))
    }
    /// A shared member whose value holds a visit its maker made.
    private(set) lazy var holdingAVisit: Holder = shared {
        let holder = Holder()
        holder.held = Visit(parent: dependency)
        return holder
    }
    private let weakSession = WeakShared<RunLong>()
    /// A shared member whose maker makes a session (a lifetime of the app's own) in a weak-shared slot, which
    /// keeps nothing, and keeps something else.
    private(set) lazy var madeInAWeakSlot: Holder = shared {
        _ = weakShared(weakSession) { RunLong(parent: dependency, name: "Session", lifetime: .custom("session")) }
        return Holder()
    }
}

/// A component that lives while held, whose shared members keep the visit the root last made and a session.
final class HeldKeeper: Component<any VisitDependency> {
    init(parent: some VisitDependency) { super.init(parent: parent, dependency: parent) }
    private(set) lazy var visitKeeper: Visit = shared { dependency.lastVisit ?? Visit(parent: dependency) }
    private(set) lazy var sessionKeeper: RunLong = shared {
        RunLong(parent: dependency, name: "Session", lifetime: .custom("session"))
    }
}

/// A component that lives while held, whose shared member is, by mistake, a computed property keeping the
/// visit the root last made.
final class ComputedKeeper: Component<any VisitDependency> {
    init(parent: some VisitDependency) { super.init(parent: parent, dependency: parent) }
    var keeper: Visit { shared { dependency.lastVisit ?? Visit(parent: dependency) } }
}

/// A root that makes visits, and keeps one component for its run.
final class VisitRoot: BootstrapComponent, VisitDependency {
    var lastVisit: Visit?
    var lastChild: VisitChild?

    init(observer: (any LifetimeObserver)?) { super.init(name: "Root", observer: observer) }

    /// A visit, begun as the navigation stack begins one.
    func newVisit() -> Visit { beginVisit(openedAt: Self.opening) { Visit(parent: self) } }

    static let opening = SourcePlace(fileID: #fileID, line: #line, column: #column)

    private let keptSlot = Kept<KeptComponent>()
    var kept: KeptComponent { keep(keptSlot) { KeptComponent(parent: self) } }
}

/// Something that lives longer than a visit and keeps one.
final class Holder {
    var held: AnyObject?
}
