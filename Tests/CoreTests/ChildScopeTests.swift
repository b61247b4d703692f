import Core
import Testing

@MainActor
@Suite struct ChildScopeTests {
    @Test func theSameChildWhileItIsHeldUntilItIsDiscarded() {
        let parent = SessionParent()
        let session = parent.session  // as a screen of the session would hold it
        #expect(parent.session === session)
        parent.signOut()
        #expect(parent.session !== session)
    }

    @Test func theParentDoesNotKeepItsChild() {
        let parent = SessionParent()
        weak let session = parent.session
        #expect(session == nil)
    }

    @Test func discardingAScopeReleasesEverythingItMadeOnceItsHolderLetsGo() {
        let parent = SessionParent()
        var holder: ChildComponentUnderTest? = parent.session
        weak let session = holder
        weak let shared = holder?.sharedWidget
        let heldWeakShared = parent.session.weakWidget
        #expect(session != nil && shared != nil)

        parent.signOut()
        holder = nil

        #expect(session == nil)
        #expect(shared == nil)
        #expect(parent.session.weakWidget !== heldWeakShared)  // a new session makes its own
    }
}

@MainActor
private final class SessionParent: BootstrapComponent, ChildDependency {
    private let sessionSlot = ChildScope<ChildComponentUnderTest>()
    let rootWidget = Widget()

    var session: ChildComponentUnderTest { childScope(sessionSlot) { ChildComponentUnderTest(parent: self) } }
    func signOut() { discard(sessionSlot) }
}
