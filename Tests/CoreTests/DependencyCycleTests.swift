import Core
import Testing

/// Makers that need each other cannot finish; the kernel stops with one line naming the cycle, and a
/// parent that would keep its child (a reference cycle nothing could release) stops the same way.
@Suite struct DependencyCycleTests {
    @Test func aCycleBetweenSharedSlotsStopsWithAMessageNamingIt() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = CyclicSession().clock }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("dependency cycle: SessionClock -> TokenStore -> SessionClock in ^->Root"))
    }

    @Test func aParentKeepingItsChildInASharedSlotStopsWithAMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = KeepingParent().child }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("^->Root keeps the component ChildComponentUnderTest in a shared slot"))
    }

    @Test @MainActor func slotsThatNeedEachOtherOnlyOneWayAreFine() {
        let session = AcyclicSession()
        #expect(session.store.clock === session.clock)
    }
}

private final class SessionClock {
    let store: TokenStore?
    init(store: TokenStore?) { self.store = store }
}

private final class TokenStore {
    let clock: SessionClock
    init(clock: SessionClock) { self.clock = clock }
}

@MainActor
private final class CyclicSession: BootstrapComponent {
    private let clockSlot = Shared<SessionClock>()
    private let storeSlot = Shared<TokenStore>()
    var clock: SessionClock { shared(clockSlot) { SessionClock(store: store) } }
    var store: TokenStore { shared(storeSlot) { TokenStore(clock: clock) } }
}

@MainActor
private final class AcyclicSession: BootstrapComponent {
    private let clockSlot = Shared<SessionClock>()
    private let storeSlot = Shared<TokenStore>()
    var clock: SessionClock { shared(clockSlot) { SessionClock(store: nil) } }
    var store: TokenStore { shared(storeSlot) { TokenStore(clock: clock) } }
}

@MainActor
private final class KeepingParent: BootstrapComponent, ChildDependency {
    private let childSlot = Shared<ChildComponentUnderTest>()
    let rootWidget = Widget()
    var child: ChildComponentUnderTest { shared(childSlot) { ChildComponentUnderTest(parent: self) } }
}
