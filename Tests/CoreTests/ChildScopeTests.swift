import Core
import Testing

@MainActor
@Suite struct ChildScopeTests {
    @Test func theSameChildWhileItIsHeldAndANewOneAfter() {
        let parent = SessionParent()
        var session: ChildComponentUnderTest? = parent.session  // as a screen of the session would hold it
        #expect(parent.session === session)
        weak let first = session
        session = nil
        #expect(first == nil)
        #expect(parent.session !== first)
    }

    @Test func theParentDoesNotKeepItsChild() {
        let parent = SessionParent()
        weak let session = parent.session
        #expect(session == nil)
    }

    /// Resetting a scope is dropping it: everything it made goes with it, and the next one makes its own.
    @Test func droppingTheHolderReleasesEverythingTheScopeMade() {
        let parent = SessionParent()
        var holder: ChildComponentUnderTest? = parent.session
        weak let session = holder
        weak let shared = holder?.sharedWidget
        weak let weakShared = holder?.weakWidget
        #expect(session != nil && shared != nil)

        holder = nil

        #expect(session == nil && shared == nil && weakShared == nil)
        #expect(parent.session.sharedWidget !== shared)
    }
}

private final class SessionParent: BootstrapComponent, ChildDependency {
    private let sessionSlot = ChildScope<ChildComponentUnderTest>()
    let rootWidget = Widget()

    var session: ChildComponentUnderTest {
        childScope(sessionSlot) { ChildComponentUnderTest(parent: self) }
    }
}
