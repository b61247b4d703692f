import Core
import Testing

@MainActor
@Suite struct ChildScopeTests {
    @Test func theSameChildUntilItIsDiscarded() {
        let parent = SessionParent()
        let session = parent.session
        #expect(parent.session === session)
        parent.signOut()
        #expect(parent.session !== session)
    }

    @Test func discardingAScopeReleasesEverythingItMade() {
        let parent = SessionParent()
        weak let session = parent.session
        weak let shared = parent.session.sharedWidget
        let heldWeakShared = parent.session.weakWidget  // as a screen of the session would hold it
        #expect(session != nil && shared != nil)

        parent.signOut()

        #expect(session == nil)
        #expect(shared == nil)
        #expect(parent.session.weakWidget !== heldWeakShared)  // the new session makes its own
    }
}

@MainActor
private final class SessionParent: BootstrapComponent, ChildDependency {
    private var sessionSlot = ChildScope<ChildComponentUnderTest>()
    let rootWidget = Widget()

    var session: ChildComponentUnderTest { childScope(&sessionSlot) { ChildComponentUnderTest(parent: self) } }
    func signOut() { discard(&sessionSlot) }
}
