import Core
import LifetimeDiagnostics
import TestSupport
import Testing

/// Lifetimes defined outside Core, on its public extension point only (`Scope.make(_:for:keepsValue:_:)`):
/// the seed's every-third-access storage and a cleanable session scope, each reported by its own name.
@MainActor
@Suite(.limitForATest) struct CustomLifetimeTests {
    @Test func everyThirdAccessMakesTheFirstFourthAndSeventh() {
        let root = TokenRoot()
        let tokens = (1...7).map { _ in root.rotatingToken }
        #expect(tokens[1] === tokens[0] && tokens[2] === tokens[0])
        #expect(tokens[3] !== tokens[0])
        #expect(tokens[4] === tokens[3] && tokens[5] === tokens[3])
        #expect(tokens[6] !== tokens[3])
    }

    @Test func aCustomLifetimeIsReportedByItsOwnName() {
        let observer = SpyObserver()
        let root = TokenRoot(observer: observer)
        for _ in 1...4 { _ = root.rotatingToken }
        _ = root.sessionToken

        #expect(
            observer.reports == [
                "made TokenRoot ^->TokenRoot", "made Token (every-third-access) ^->TokenRoot",
                "made Token (every-third-access) ^->TokenRoot", "made Token (session) ^->TokenRoot",
            ])
    }

    @Test func aStrongSessionKeepsItsValueUntilCleaned() {
        let root = TokenRoot(policy: .strong)
        weak let first = root.sessionToken
        #expect(first != nil)
        #expect(root.sessionToken === first)

        root.session.clean()

        #expect(first == nil)
        #expect(root.sessionToken !== first)
    }

    @Test func aWeakSessionKeepsItsValueOnlyWhileHeld() {
        let root = TokenRoot(policy: .weak)
        weak let dropped = root.sessionToken
        #expect(dropped == nil)

        let held = root.sessionToken
        #expect(root.sessionToken === held)
        root.session.clean()
        #expect(root.sessionToken !== held)
    }

    @Test func cleaningASessionReachesEverySlotOfIt() {
        let root = TokenRoot(policy: .strong)
        weak let token = root.sessionToken
        weak let badge = root.sessionBadge
        #expect(token != nil && badge != nil)

        root.session.clean()

        #expect(token == nil && badge == nil)
    }

    /// A slot that keeps its value gets the check that a parent never keeps its own child, which the
    /// tracker makes from what the kernel reports: the pair could never be released.
    @Test func aStrongSessionKeepingAChildComponentStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = TokenRoot(observer: LifetimeTracker(), policy: .strong).sessionChild }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("^->TokenRoot keeps its child ^->TokenRoot->TokenChild"))
    }

    @Test func aWeakSessionMayHandOutAChildComponent() {
        let root = TokenRoot(policy: .weak)
        let child = root.sessionChild
        #expect(root.sessionChild === child)
    }
}

/// Something a custom lifetime makes.
final class Token {}

/// A root with one slot of each custom lifetime, two of them in one session.
@MainActor
final class TokenRoot: BootstrapComponent {
    let session: SessionScope
    private let rotatingSlot = EveryThirdAccess<Token>()
    private let sessionTokenSlot: SessionSlot<Token>
    private let sessionBadgeSlot: SessionSlot<Token>
    private let sessionChildSlot: SessionSlot<TokenChild>

    init(observer: (any LifetimeObserver)? = nil, policy: SessionScope.Policy = .strong) {
        session = SessionScope(named: "session", policy: policy)
        sessionTokenSlot = SessionSlot(in: session)
        sessionBadgeSlot = SessionSlot(in: session)
        sessionChildSlot = SessionSlot(in: session)
        super.init(observer: observer)
    }

    var rotatingToken: Token { everyThirdAccess(rotatingSlot) { Token() } }
    var sessionToken: Token { session(sessionTokenSlot) { Token() } }
    var sessionBadge: Token { session(sessionBadgeSlot) { Token() } }
    var sessionChild: TokenChild { session(sessionChildSlot) { TokenChild(parent: self) } }
}

/// A child component of `TokenRoot`, which needs nothing of it.
final class TokenChild: Component<Void> {}
