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
}
