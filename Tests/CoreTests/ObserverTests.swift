import Core
import Locking
import TestSupport
import Testing

/// What the kernel tells its observer, and when: each creation as it happens, and a component's release
/// at the moment its last holder lets go, not at some later look.
@MainActor
@Suite(.limitForATest) struct ObserverTests {
    @Test func eachLifetimeIsReportedUnderItsOwnName() {
        let observer = SpyObserver()
        let child = RootUnderTest(observer: observer).child
        _ = child.madeByFactory
        _ = child.sharedWidget
        _ = child.weakWidget

        #expect(
            observer.reports == [
                "made RootUnderTest ^->Root",
                "made ChildComponentUnderTest ^->Root->ChildComponentUnderTest",
                "made Widget (factory) ^->Root->ChildComponentUnderTest",
                "made Widget (shared) ^->Root->ChildComponentUnderTest",
                "made Widget (weak-shared) ^->Root->ChildComponentUnderTest",
            ])
    }

    /// A new component is reported with its parent, so an observer knows where it sits.
    @Test func aComponentIsReportedAsMadeByItsParent() {
        let maker = MakerSpy()
        let root = RootUnderTest(observer: maker)
        _ = root.child
        #expect(maker.makers == ["none", "^->Root"])
    }

    @Test func aReleaseIsReportedTheMomentTheLastHolderLetsGo() {
        let observer = SpyObserver()
        let root = RootUnderTest(observer: observer)
        var child: ChildComponentUnderTest? = root.child

        child = nil

        #expect(observer.reports.last == "released ^->Root->ChildComponentUnderTest")
        withExtendedLifetime(child) {}
    }

    /// A component whose last reference goes on another thread is reported once it runs its release on
    /// the main actor, where every report is made.
    @Test func aComponentReleasedOffTheMainActorIsReportedOnIt() async {
        let observer = SpyObserver()
        let root = RootUnderTest(observer: observer)
        let handoff = Handoff(root.child)
        await Task.detached { handoff.drop() }.value
        await observer.until("the release") { $0.contains { $0.hasPrefix("released ") } }
        #expect(observer.reports(startingWith: "released") == ["released ^->Root->ChildComponentUnderTest"])
    }

    @Test func withoutAnObserverNothingIsReportedAndEverythingWorks() {
        let child = RootUnderTest(observer: nil).child
        #expect(child.sharedWidget === child.sharedWidget)
    }
}

/// Records the path of the parent each new component reports.
@MainActor
private final class MakerSpy: LifetimeObserver {
    private(set) var makers: [String] = []
    func made(_ scope: Scope, under parent: Scope?, living lifetime: ScopeLifetime) {
        makers.append(parent?.path ?? "none")
    }
    func making<Value>(_ member: Member, of scope: Scope, keepsValue: Bool, _ make: () -> Value) -> Value { make() }
    func made(_ instance: Any, lifetime: Lifetime, by scope: Scope) {}
    func made(_ instance: Any, sharedAs member: SourcePlace, by scope: Scope) {}
    func failed(making type: Any.Type, lifetime: Lifetime, by scope: Scope) {}
    func started(_ task: OwnedTask, by scope: Scope) {}
    nonisolated func released(_ scope: ObjectIdentifier) {}
    func ended(_ task: OwnedTask) {}
    func lifetimeEnded(of scope: Scope) {}
}

/// Holds a component until another thread lets go of it.
private final class Handoff: Sendable {
    private let held: Locked<ChildComponentUnderTest?>

    init(_ component: ChildComponentUnderTest) {
        held = Locked(component)
    }

    func drop() {
        held.withLock { $0 = nil }
    }
}
