import Core
import LifetimeDiagnostics
import TestSupport
import Testing

/// What the root keeps lives for the run: a component whose lifetime ends sooner, made while a kept child is
/// being made and still held when that make returns, is captive at that make, named with the kept child and
/// the place of the make; so is one the root keeps itself, and a visit no navigation stack began.
@MainActor
@Suite(.limitForATest) struct CaptiveInAKeepTests {
    /// A kept child whose making makes a visit and holds it: reported when the keep returns, naming the kept
    /// child and the file and line of the keep, and told to the trace at once.
    @Test func aVisitMadeWhileAKeptChildIsMadeAndStillHeldIsCaptiveThen() {
        let tracker = LifetimeTracker()
        var traced: [LifetimeEvent.Kind] = []
        tracker.onEvent = { traced.append($0.kind) }
        let tree = Tree(KeepingRoot(observer: tracker))
        _ = tree.root.holdingAVisit
        #expect(traced.filter { $0 == .captive }.count == 1, "told as the keep returns, before anything else asks")
        #expect(
            tracker.captive.map(\.description) == [
                "RunLong (per visit) ^->Root->Visit, made at "
                    + "\(KeepingRoot.keepPlace(KeepingRoot.holdsLine, column: 42)) while ^->Root->HoldsAVisit (kept for the run) was "
                    + "being made, and still held when that make returned: it would live for the whole run, past its visit"
            ])
    }

    /// Two keeps one after the other: the second judges what its own make left holding, as the first would.
    @Test func aSecondKeepJudgesWhatItsOwnMakeLeftHolding() {
        let tracker = LifetimeTracker()
        let tree = Tree(KeepingRoot(observer: tracker))
        _ = tree.root.lettingGoOfASession
        _ = tree.root.holdingAVisit
        #expect(tracker.captive.map(\.path) == ["^->Root->Visit"])
        #expect(tracker.captive.first?.finding == .madeWhileKept(holder: "^->Root->HoldsAVisit (kept for the run)"))
    }

    /// A visit made in a make nested in a keep (a weak-shared maker the kept child calls as it is made) and held
    /// by the kept child is captive when the keep returns: the nested make hands what it made to the keep. The
    /// place it names is the innermost make's, and a weak-shared slot has none.
    @Test func aVisitMadeInAMakeNestedInAKeepIsJudgedByTheKeep() {
        let tracker = LifetimeTracker()
        let tree = Tree(KeepingRoot(observer: tracker))
        _ = tree.root.holdingThroughAMember
        #expect(tracker.captive.map(\.path) == ["^->Root->Visit"])
        #expect(
            tracker.captive.first?.finding == .madeWhileKept(holder: "^->Root->HoldsThroughAMember (kept for the run)"))
        #expect(tracker.captive.first?.description.contains("made at") == false, "\(tracker.captive)")
    }

    /// What a kept child makes for the run as it is made — a child of its own kept for the run — breaks no rule.
    @Test func aKeptChildsOwnChildKeptForTheRunIsNoCaptive() {
        let tracker = LifetimeTracker()
        let holder = ChildHolder()
        let tree = Tree(KeepingRoot(observer: tracker, childHolder: holder))
        _ = tree.root.keepingAKeptChild
        #expect(holder.child != nil)
        #expect(tracker.records.contains { $0.path == "^->Root->KeepsAKeptChild->Child" && $0.alive == 1 })
        #expect(tracker.captive.isEmpty, "\(tracker.captive)")
    }

    /// A component of a lifetime of the app's own made while a kept child is made, and let go of before the
    /// make returns, is no captive: nothing keeps it.
    @Test func aSessionMadeAndLetGoOfWhileAKeptChildIsMadeIsNoCaptive() {
        let tracker = LifetimeTracker()
        let tree = Tree(KeepingRoot(observer: tracker))
        _ = tree.root.lettingGoOfASession
        #expect(tracker.records.contains { $0.typeName == "RunLong" && $0.created == 1 && $0.alive == 0 })
        #expect(tracker.captive.isEmpty, "\(tracker.captive)")
    }

    /// The root's `keep` of a visit keeps it for the run: captive at the keep, naming the slot's place.
    @Test func aVisitTheRootKeepsIsCaptiveAtTheKeep() {
        let tracker = LifetimeTracker()
        let tree = Tree(KeepingRoot(observer: tracker))
        _ = tree.root.keptVisit
        #expect(tracker.captive.count == 1)
        #expect(
            tracker.captive.first?.description.contains(
                "kept by ^->Root (kept for the run), in the slot it keeps at \(KeepingRoot.keepPlace(KeepingRoot.keptVisitLine))"
            ) == true, "\(tracker.captive)")
    }

    /// A component declared per visit that no navigation stack began (made by hand, outside the root's
    /// `beginVisit`) is captive when made: nothing will end it.
    @Test func aVisitNoStackBeganIsCaptiveWhenMade() {
        let tracker = LifetimeTracker()
        let root = KeepingRoot(observer: tracker)
        let visit = RunLong(parent: root, name: "Visit", lifetime: .visit)
        #expect(
            tracker.captive.map(\.description) == [
                "RunLong (per visit) ^->Root->Visit, made outside the navigation stack: no entry of the stack began "
                    + "it, so none ends it"
            ])
        withExtendedLifetime(visit) {}
    }

    /// The root begins a visit under itself only: one begun under another component is made outside the stack.
    @Test func aVisitBegunUnderAnotherComponentIsNotTheStacks() {
        let tracker = LifetimeTracker()
        let root = KeepingRoot(observer: tracker)
        let parent = RunLong(parent: root, name: "Parent")
        let visit = root.beginVisit(openedAt: KeepingRoot.keepPlace(1)) {
            RunLong(parent: parent, name: "Visit", lifetime: .visit)
        }
        #expect(tracker.captive.map(\.finding) == [.visitNotBegunByTheStack])
        withExtendedLifetime(visit) {}
    }

    /// A second component of a type kept for the run under one parent (a second declaration of a kept feature,
    /// a computed one read twice) is reported when made, beside the first; the first is not.
    @Test func aSecondKeptComponentOfOneTypeIsReportedWhenMade() {
        let tracker = LifetimeTracker()
        let root = KeepingRoot(observer: tracker)
        let first = RunLong(parent: root, name: "Kept", lifetime: .run)
        let second = RunLong(parent: root, name: "Kept", lifetime: .run)
        #expect(
            tracker.captive.map(\.description) == [
                "RunLong (kept for the run) ^->Root->Kept#2, a second component of a type kept for the run beside "
                    + "^->Root->Kept (kept for the run): one per root, whatever makes it"
            ])
        withExtendedLifetime((first, second)) {}
    }

    /// Once the first is gone, a component of its type kept for the run again is no second.
    @Test func aKeptComponentMadeAfterTheFirstWentIsNoSecond() {
        let tracker = LifetimeTracker()
        let root = KeepingRoot(observer: tracker)
        var first: RunLong? = RunLong(parent: root, name: "Kept", lifetime: .run)
        first = nil
        let again = RunLong(parent: root, name: "Kept", lifetime: .run)
        #expect(tracker.captive.isEmpty)
        withExtendedLifetime((first, again)) {}
    }

    /// Places are told apart by name as well as type: three components of one type named differently, still
    /// held when the run ends, are reported each under its own path.
    @Test func componentsOfOneTypeNamedApartAreReportedApart() {
        let tracker = LifetimeTracker()
        let root = KeepingRoot(observer: tracker)
        let sessions = ["Morning", "Noon", "Night"].map {
            RunLong(parent: root, name: $0, lifetime: .custom("session"))
        }
        tracker.runEnded()
        #expect(tracker.captive.map(\.path) == ["^->Root->Morning", "^->Root->Noon", "^->Root->Night"])
        withExtendedLifetime(sessions) {}
    }

    /// A captive found after its end and withdrawn when it goes before the run ends says so in the trace.
    @Test func aWithdrawnFindingIsTraced() {
        let tracker = LifetimeTracker()
        var traced: [String] = []
        tracker.onEvent = { if $0.kind == .captive || $0.kind == .withdrawn { traced.append("\($0)") } }
        let root = KeepingRoot(observer: tracker)
        var visit: RunLong? = root.beginVisit(openedAt: KeepingRoot.keepPlace(7)) {
            RunLong(parent: root, name: "Visit", lifetime: .visit)
        }
        let holder = visit
        if let visit { tracker.lifetimeEnded(of: visit) }
        visit = nil
        tracker.catchUp()
        withExtendedLifetime(holder) {}
        _ = consume holder
        tracker.catchUp()
        let found =
            "captive RunLong (per visit) ^->Root->Visit, opened at \(KeepingRoot.keepPlace(7)), alive after its "
            + "visit ended; something that lives longer holds it"
        #expect(traced == ["[lifetime] \(found)", "[lifetime] withdrawn, released before the run ended: \(found)"])
        #expect(tracker.captive.isEmpty)
    }
}

/// A root whose kept children make what lives shorter.
private final class KeepingRoot: BootstrapComponent {
    private weak var childHolder: ChildHolder?

    init(observer: (any LifetimeObserver)?, childHolder: ChildHolder? = nil) {
        self.childHolder = childHolder
        super.init(name: "Root", observer: observer)
    }

    static let holdsLine: UInt = #line + 2
    private let holdsSlot = Kept<HoldsAVisit>()
    var holdingAVisit: HoldsAVisit { keep(holdsSlot) { HoldsAVisit(parent: self) } }

    private let lettingGoSlot = Kept<LetsGoOfASession>()
    var lettingGoOfASession: LetsGoOfASession { keep(lettingGoSlot) { LetsGoOfASession(parent: self) } }

    private let throughAMemberSlot = Kept<HoldsThroughAMember>()
    var holdingThroughAMember: HoldsThroughAMember {
        keep(throughAMemberSlot) { HoldsThroughAMember(parent: self) }
    }

    private let keptChildSlot = Kept<KeepsAKeptChild>()
    var keepingAKeptChild: KeepsAKeptChild {
        keep(keptChildSlot) { KeepsAKeptChild(parent: self, handingTo: childHolder) }
    }

    static let keptVisitLine: UInt = #line + 2
    private let visitSlot = Kept<RunLong>()
    var keptVisit: RunLong { keep(visitSlot) { RunLong(parent: self, name: "Visit", lifetime: .visit) } }

    /// The place of a call on `line` of this file whose arguments start at `column`.
    static func keepPlace(_ line: UInt, column: UInt = 34) -> SourcePlace {
        SourcePlace(fileID: #fileID, line: line, column: column)
    }
}

/// Kept for the run; makes a visit under the root as it is made, and holds it.
private final class HoldsAVisit: Component<Void> {
    private let visit: RunLong

    init(parent: Scope) {
        visit = RunLong(parent: parent, name: "Visit", lifetime: .visit)
        super.init(parent: parent, name: "HoldsAVisit", lifetime: .run)
    }
}

/// Kept for the run; makes a session as it is made, and lets go of it at once.
private final class LetsGoOfASession: Component<Void> {
    init(parent: Scope) {
        super.init(parent: parent, name: "LetsGoOfASession", lifetime: .run)
        _ = RunLong(parent: self, name: "Session", lifetime: .custom("session"))
    }
}

/// Kept for the run; as it is made, makes a visit under the root in a weak-shared maker of its own, and holds it.
private final class HoldsThroughAMember: Component<Void> {
    private let visitSlot = WeakShared<RunLong>()
    private var visit: RunLong?

    init(parent: Scope) {
        super.init(parent: parent, name: "HoldsThroughAMember", lifetime: .run)
        visit = weakShared(visitSlot) { RunLong(parent: parent, name: "Visit", lifetime: .visit) }
    }
}

/// Kept for the run; makes a child of its own kept for the run as it is made, and hands it to the test's holder
/// (held here, the child and its parent would hold each other, and neither would ever be let go of).
private final class KeepsAKeptChild: Component<Void> {
    init(parent: Scope, handingTo holder: ChildHolder?) {
        super.init(parent: parent, name: "KeepsAKeptChild", lifetime: .run)
        holder?.child = RunLong(parent: self, name: "Child", lifetime: .run)
    }
}

/// What holds a kept child's own child for a test.
private final class ChildHolder {
    var child: RunLong?
}
