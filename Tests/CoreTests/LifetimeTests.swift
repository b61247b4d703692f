import Core
import Testing

@MainActor
@Suite struct LifetimeTests {
    @Test func factoryMakesANewInstanceOnEveryAccess() {
        let child = RootUnderTest().child
        #expect(child.madeByFactory !== child.madeByFactory)
    }

    @Test func sharedIsOneInstancePerComponentInstance() {
        let root = RootUnderTest()
        let child = root.child
        let other = root.child
        #expect(child.sharedWidget === child.sharedWidget)
        #expect(child.sharedWidget !== other.sharedWidget)
    }

    @Test func sharedKeepsValuesAndProtocolInstancesToo() {
        let root = ValueRoot()
        #expect(root.numbers == [1])
        #expect(root.numbers == [1])
        #expect(root.numberMakes == 1)
        #expect(ObjectIdentifier(root.describer) == ObjectIdentifier(root.describer))
    }

    @Test func sharedIsReleasedWithItsComponent() {
        var child: ChildComponentUnderTest? = RootUnderTest().child
        weak let widget = child?.sharedWidget
        #expect(widget != nil)
        child = nil
        #expect(widget == nil)
    }

    @Test func weakSharedIsTheSameWhileHeldAndNewAfterRelease() {
        let child = RootUnderTest().child
        var held: Widget? = child.weakWidget
        #expect(child.weakWidget === held)
        weak let released = held
        held = nil
        #expect(released == nil)
        let fresh = child.weakWidget
        #expect(fresh !== released)
        #expect(child.weakWidget === fresh)
    }

    /// DITranquillity's weak → objectGraph degeneration: when nobody outside holds a weak-shared value,
    /// it lives only as long as the graph being built that asked for it — the two parts of one build share
    /// it, and the next build gets a new one — and once someone holds it, it is shared by every build.
    @Test func anUnheldWeakSharedValueIsOnePerBuildAndSharedOnceHeld() {
        let child = RootUnderTest().child
        func build() -> (Widget, Widget) { (child.weakWidget, child.weakWidget) }

        var first: (Widget, Widget)? = build()
        #expect(first?.0 === first?.1)
        weak let firstBuilt = first?.0
        first = nil
        #expect(firstBuilt == nil)

        let holder = child.weakWidget
        let second = build()
        let third = build()
        #expect(second.0 === holder && third.1 === holder)
    }

    /// A weak-shared slot may hold a child component, which a shared slot refuses: the parent keeps only
    /// a weak reference, so the child is released once its last holder lets go.
    @Test func weakSharedMayHoldAChildComponent() {
        let root = WeakChildRoot()
        var held: ChildComponentUnderTest? = root.child
        #expect(root.child === held)
        weak let released = held
        held = nil
        #expect(released == nil)
    }
}

/// A root that hands out one child component at a time, weak-shared.
private final class WeakChildRoot: BootstrapComponent, ChildDependency {
    private let childSlot = WeakShared<ChildComponentUnderTest>()
    let rootWidget = Widget()

    var child: ChildComponentUnderTest {
        weakShared(childSlot) { ChildComponentUnderTest(parent: self, dependency: self) }
    }
}

/// A root whose shared slots hold a value and an instance behind a protocol, not a class.
private final class ValueRoot: BootstrapComponent {
    private(set) var numberMakes = 0

    private(set) lazy var numbers: [Int] = shared {
        numberMakes += 1
        return [numberMakes]
    }

    private(set) lazy var describer: any CustomStringConvertible & AnyObject = shared { Describer() }
}

private final class Describer: CustomStringConvertible {
    var description: String { "a describer" }
}
