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

    @Test func objectGraphIsSharedWithinOneBuildOnly() {
        let child = RootUnderTest().child
        let first = child.buildPair()
        let second = child.buildPair()
        #expect(first.first === first.second)
        #expect(second.first === second.second)
        #expect(first.first !== second.first)
    }

    @Test func objectGraphValuesLiveOnlyAsLongAsTheGraphThatUsesThem() {
        let child = RootUnderTest().child
        var pair: (first: Widget, second: Widget)? = child.buildPair()
        weak let widget = pair?.first
        #expect(widget != nil)
        pair = nil
        #expect(widget == nil)
    }

    @Test func objectGraphOutsideABuildIsAGraphOfItsOwn() {
        let child = RootUnderTest().child
        #expect(child.graphWidget !== child.graphWidget)
    }

    @Test func aNestedBuildJoinsTheOuterOne() {
        let child = RootUnderTest().child
        let (outer, inner) = child.buildGraph { (child.graphWidget, child.buildPair().first) }
        #expect(outer === inner)
    }
}
