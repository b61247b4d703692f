import Core
import Testing

/// Makers that need each other cannot finish; the kernel stops with one line naming the cycle, and a
/// parent that would keep its child (a reference cycle nothing could release) stops the same way.
@Suite(.timeLimit(.minutes(1)), .timeLimit(.minutes(1))) struct DependencyCycleTests {
    @Test func aCycleBetweenSharedMembersStopsWithAMessageNamingIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = ClockSession(cyclic: true).clock }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("dependency cycle: SessionClock -> SessionStore -> SessionClock in ^->Root"))
    }

    /// A longer cycle, through slots of two lifetimes, is named in the order the makers asked.
    @Test func aCycleOfThreeIsNamedInTheOrderOfAsking() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = AlarmClock().alarm }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("dependency cycle: Alarm -> Snooze -> Ringer -> Alarm in ^->Root"))
    }

    @Test func aParentKeepingItsChildInASharedMemberStopsWithAMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = KeepingParent().child }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("^->Root keeps its child ^->Root->ChildComponentUnderTest"))
    }

    /// The same for the slot of a lifetime defined outside Core that keeps what it holds, as a shared
    /// member does (`keepsValue: true`).
    @Test func aParentKeepingItsChildInASlotOfItsOwnStopsWithAMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = KeepingParent().childInSlot }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("^->Root keeps its child ^->Root->ChildComponentUnderTest"))
    }

    /// A cycle reached from a slot outside it is named alone, not with the slot that led to it.
    @Test func aCycleReachedFromAnotherSlotNamesOnlyTheCycle() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = ClockSession(cyclic: true).watch }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("dependency cycle: SessionClock -> SessionStore -> SessionClock in ^->Root\n"))
    }

    /// A shared member is known by the place of its `shared` call: the same line and column in two files
    /// (a class and its subclass) are two members.
    @Test @MainActor func sharedMembersAtTheSamePlaceOfTwoFilesAreTwo() {
        #expect(SamePlaceChild().title == "Title of Ada")
    }

    /// The same member of two components of one class is two members: a breadcrumb's trail may read the
    /// trail of the breadcrumb above it.
    @Test @MainActor func theSameMemberOfTwoComponentsIsTwoMembers() {
        let root = BootstrapComponent(name: "Root")
        let second = Breadcrumb(parent: Breadcrumb(parent: root, name: "a"), name: "b")
        #expect(second.trail == "/a/b")
    }

    /// Values made inside the making of others, deeper than the room the tree starts with: each is made
    /// once, and the outermost gets them all.
    @Test @MainActor func valuesMadeTwelveDeepAreEachMadeOnce() {
        var crumb = Breadcrumb(parent: BootstrapComponent(name: "Root"), name: "1")
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
        super.init(name: "Root")
    }

    private(set) lazy var watch: Watch = shared { Watch(clock) }

    private(set) lazy var clock: SessionClock = shared { SessionClock(store: cyclic ? store : nil) }
    private(set) lazy var store: SessionStore = shared { SessionStore(clock: clock) }
}

/// A clock and a store that needs it, placed as if declared on one line (`lazy var clock = shared { … };
/// lazy var store = shared { … }`, which the formatter splits).
private final class OneLineSession: BootstrapComponent {
    init() { super.init(name: "Root") }

    lazy var clock = shared(line: 1, column: 17) { SessionClock(store: nil) }
    lazy var store = shared(line: 1, column: 72) { SessionStore(clock: clock) }
}

private final class Alarm { init(_ snooze: Snooze) {} }
private final class Snooze { init(_ ringer: Ringer) {} }
private final class Ringer { init(_ alarm: Alarm) {} }

/// Three slots that need each other in a ring: alarm → snooze (weak-shared) → ringer → alarm.
private final class AlarmClock: BootstrapComponent {
    init() { super.init(name: "Root") }

    private let snoozeSlot = WeakShared<Snooze>()

    private(set) lazy var alarm: Alarm = shared { Alarm(snooze) }
    var snooze: Snooze { weakShared(snoozeSlot) { Snooze(ringer) } }
    private(set) lazy var ringer: Ringer = shared { Ringer(alarm) }
}

private final class KeepingParent: BootstrapComponent, ChildDependency {
    let rootWidget = Widget()

    init() { super.init(name: "Root") }

    private(set) lazy var child: ChildComponentUnderTest = shared {
        ChildComponentUnderTest(parent: self, dependency: self)
    }
    private let childSlot = Widget()

    var childInSlot: ChildComponentUnderTest {
        make(.custom("kept"), for: childSlot, keepsValue: true) {
            ChildComponentUnderTest(parent: self, dependency: self)
        }
    }
}

/// A component whose shared trail reads the trail of the breadcrumb above it, if there is one.
private final class Breadcrumb: Component<Void> {
    private let above: Breadcrumb?

    override init(parent: Scope, name: String? = nil) {
        above = parent as? Breadcrumb
        super.init(parent: parent, name: name)
    }

    private(set) lazy var trail: String = shared { (above?.trail ?? "") + "/" + name }
}
