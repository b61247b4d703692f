import Core
import LifetimeDiagnostics
import TestSupport
import Testing

/// Makers that need each other cannot finish; with the tracker attached, as the app always has it, the
/// tree stops with one line naming the cycle, and a parent that would keep its child (a reference cycle
/// nothing could release) stops the same way, whether the child is made inside the maker or before it.
/// Core keeps no record for either: the tracker names them from what the kernel reports.
@Suite(.limitForATest) struct DependencyCycleTests {
    @Test func aCycleBetweenSharedMembersStopsWithAMessageNamingIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = ClockSession(cyclic: true).clock }
        }
        let message = Self.text(result)
        #expect(message.contains("dependency cycle: SessionClock -> SessionStore -> SessionClock in ^->Root"))
    }

    /// A longer cycle, through slots of two lifetimes, is named in the order the makers asked.
    @Test func aCycleOfThreeIsNamedInTheOrderOfAsking() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = AlarmClock().alarm }
        }
        let message = Self.text(result)
        #expect(message.contains("dependency cycle: Alarm -> Snooze -> Ringer -> Alarm in ^->Root"))
    }

    /// A maker that asks for its own member is a cycle of one, named once, then once again.
    @Test func aMemberWhoseMakerAsksForItselfIsACycleOfOne() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = Ouroboros().tail }
        }
        let message = Self.text(result)
        #expect(message.contains("dependency cycle: Tail -> Tail in ^->Root\n"))
    }

    @Test func aParentKeepingItsChildInASharedMemberStopsWithAMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = KeepingParent().child }
        }
        let message = Self.text(result)
        #expect(message.contains("^->Root keeps its child ^->Root->Child"))
    }

    /// A maker that first reads another shared member, then makes a child for the value it keeps: the
    /// make in between has ended, and the value being made is still one the parent keeps.
    @Test func aChildMadeAfterAnotherMembersMakeIsStillRefused() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = KeepingParent().childAfterWidget }
        }
        let message = Self.text(result)
        #expect(message.contains("^->Root keeps its child ^->Root->Child"))
    }

    /// A child made in a maker whose slot keeps nothing (weak-shared), which a shared maker of the same parent
    /// called: the innermost make decides, and it keeps nothing, so nothing stops.
    @Test func aChildMadeInAWeakSharedMakerThatASharedMakerCalledIsNotRefused() async {
        await #expect(processExitsWith: .success) {
            await MainActor.run { _ = KeepingParent().countBesideAWeakChild }
        }
    }

    /// A child made before the maker ran, then kept by a shared member of its own parent: refused when the
    /// member is made, not reported at exit.
    @Test func aParentKeepingAChildMadeBeforeTheMakerRanStopsWithAMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = KeepingParent().childMadeBefore }
        }
        let message = Self.text(result)
        #expect(message.contains("^->Root keeps its child ^->Root->Child"))
    }

    /// The same for the slot of a lifetime defined outside Core that keeps what it holds, as a shared
    /// member does (`keepsValue: true`).
    @Test func aParentKeepingItsChildInASlotOfItsOwnStopsWithAMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = KeepingParent().childInSlot }
        }
        let message = Self.text(result)
        #expect(message.contains("^->Root keeps its child ^->Root->Child"))
    }

    /// A cycle reached from a slot outside it is named alone, not with the slot that led to it.
    @Test func aCycleReachedFromAnotherSlotNamesOnlyTheCycle() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = ClockSession(cyclic: true).watch }
        }
        let message = Self.text(result)
        #expect(message.contains("dependency cycle: SessionClock -> SessionStore -> SessionClock in ^->Root\n"))
    }

    /// A shared member is known by the place of its `shared` call: the same line and column in two files
    /// (a class and its subclass) are two members.
    @Test @MainActor func sharedMembersAtTheSamePlaceOfTwoFilesAreTwo() {
        #expect(SamePlaceChild(observer: LifetimeTracker()).title == "Title of Ada")
    }

    /// The same member of two components of one class is two members: a breadcrumb's trail may read the
    /// trail of the breadcrumb above it.
    @Test @MainActor func theSameMemberOfTwoComponentsIsTwoMembers() {
        let root = BootstrapComponent(name: "Root", observer: LifetimeTracker())
        let second = Breadcrumb(parent: Breadcrumb(parent: root, name: "a"), name: "b")
        #expect(second.trail == "/a/b")
    }

    /// Values made inside the making of others, twelve deep: each is made once, and the outermost gets
    /// them all.
    @Test @MainActor func valuesMadeTwelveDeepAreEachMadeOnce() {
        var crumb = Breadcrumb(parent: BootstrapComponent(name: "Root", observer: LifetimeTracker()), name: "1")
        for number in 2...12 { crumb = Breadcrumb(parent: crumb, name: "\(number)") }
        #expect(crumb.trail == (1...12).map { "/\($0)" }.joined())
    }

    /// Two shared members declared on one line are two: only their columns tell them apart.
    @Test @MainActor func sharedMembersOnOneLineAreTwo() {
        let session = OneLineSession()
        #expect(session.store.clock === session.clock)
    }

    @Test @MainActor func slotsThatNeedEachOtherOnlyOneWayAreFine() {
        let session = ClockSession(cyclic: false)
        #expect(session.store.clock === session.clock)
    }

    /// What the stopped process printed on its standard error.
    private static func text(_ result: ExitTest.Result?) -> String {
        String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    }
}

private final class Watch {
    init(_ clock: SessionClock) {}
}

private final class SessionClock {
    let store: SessionStore?
    init(store: SessionStore?) { self.store = store }
}

private final class SessionStore {
    let clock: SessionClock
    init(clock: SessionClock) { self.clock = clock }
}

/// Three shared members; when `cyclic`, the clock's maker asks for the store, whose maker asks for the clock.
/// The clock's and the store's `shared` calls are in one column: only their lines tell them apart.
private final class ClockSession: BootstrapComponent {
    private let cyclic: Bool

    init(cyclic: Bool) {
        self.cyclic = cyclic
        super.init(name: "Root", observer: LifetimeTracker())
    }

    private(set) lazy var watch: Watch = shared { Watch(clock) }

    private(set) lazy var clock: SessionClock = shared { SessionClock(store: cyclic ? store : nil) }
    private(set) lazy var store: SessionStore = shared { SessionStore(clock: clock) }
}

/// A clock and a store that needs it, placed as if declared on one line (`lazy var clock = shared { … };
/// lazy var store = shared { … }`, which the formatter splits).
private final class OneLineSession: BootstrapComponent {
    init() { super.init(name: "Root", observer: LifetimeTracker()) }

    lazy var clock = shared(line: 1, column: 17) { SessionClock(store: nil) }
    lazy var store = shared(line: 1, column: 72) { SessionStore(clock: clock) }
}

private final class Alarm { init(_ snooze: Snooze) {} }
private final class Snooze { init(_ ringer: Ringer) {} }
private final class Ringer { init(_ alarm: Alarm) {} }

/// Three slots that need each other in a ring: alarm → snooze (weak-shared) → ringer → alarm.
private final class AlarmClock: BootstrapComponent {
    init() { super.init(name: "Root", observer: LifetimeTracker()) }

    private let snoozeSlot = WeakShared<Snooze>()

    private(set) lazy var alarm: Alarm = shared { Alarm(snooze) }
    var snooze: Snooze { weakShared(snoozeSlot) { Snooze(ringer) } }
    private(set) lazy var ringer: Ringer = shared { Ringer(alarm) }
}

private final class Tail { init(_ tail: Tail?) {} }

/// A shared member whose maker asks for the member itself.
private final class Ouroboros: BootstrapComponent {
    init() { super.init(name: "Root", observer: LifetimeTracker()) }

    private(set) lazy var tail: Tail = shared { Tail(tail) }
}

@MainActor private protocol KeeperDependency: Scope {}

private final class ChildComponent: Component<any KeeperDependency> {
    init(parent: some KeeperDependency) { super.init(parent: parent, dependency: parent) }
}

/// A root that keeps its own child, in each way that can be refused.
private final class KeepingParent: BootstrapComponent, KeeperDependency {
    init() { super.init(name: "Root", observer: LifetimeTracker()) }

    private(set) lazy var widget = shared { Widget() }
    private(set) lazy var child: ChildComponent = shared { ChildComponent(parent: self) }
    private(set) lazy var childAfterWidget: (Widget, ChildComponent) = shared { (widget, ChildComponent(parent: self)) }

    private let childSlot = WeakShared<ChildComponent>()
    /// A child made by a slot that does not keep it, so the make is allowed.
    var weakChild: ChildComponent { weakShared(childSlot) { ChildComponent(parent: self) } }
    var childMadeBefore: ChildComponent { withExtendedLifetime(weakChild) { keptWeakChild } }
    private(set) lazy var keptWeakChild: ChildComponent = shared { weakChild }
    /// A shared member whose maker makes a child in the weak-shared slot, and keeps only a number.
    private(set) lazy var countBesideAWeakChild: Int = shared { withExtendedLifetime(weakChild) { 1 } }

    private let keepingSlot = Widget()
    var childInSlot: ChildComponent {
        make(.custom("kept"), for: keepingSlot, keepsValue: true) { ChildComponent(parent: self) }
    }
}

/// A component whose shared trail reads the trail of the breadcrumb above it, if there is one.
private final class Breadcrumb: Component<Void> {
    private let above: Breadcrumb?

    init(parent: Scope, name: String) {
        above = parent as? Breadcrumb
        super.init(parent: parent, name: name)
    }

    private(set) lazy var trail: String = shared { (above?.trail ?? "") + "/" + name }
}
