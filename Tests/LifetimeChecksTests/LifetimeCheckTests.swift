import Core
import LifetimeChecks
import LifetimeDiagnostics
import Synchronization
import Testing

/// `LifetimeCheck` is what a team's tests rely on to fail on a lifetime mistake: each check is seen failing
/// a test here (`withKnownIssue`), pointing at the test's own line, and a test that breaks nothing passes.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct LifetimeCheckTests {
    /// A shared member written as a computed property is made again at each read: the test that reads it
    /// twice fails at once, naming the place of the `shared` call and the fix.
    @Test func aSharedMemberMadeTwiceFailsTheTestAtItsLine() {
        let check = LifetimeCheck()
        let component = Misdeclared(parent: CheckedRoot(check))
        withKnownIssue("a shared member made twice") {
            _ = (component.token, component.token)
        } matching: { issue in
            issue.comments.contains { "\($0)".hasSuffix("declare it `lazy var … = shared { … }`") }
                && issue.sourceLocation?.fileID.hasSuffix("LifetimeCheckTests.swift") == true
        }
    }

    /// A component still alive after its declared lifetime ended fails the test when it looks, at the line of
    /// the look, naming the component; once let go of, the same look passes.
    @Test func aCaptiveComponentFailsTheTestAtTheLineThatLooks() {
        let check = LifetimeCheck()
        let root = CheckedRoot(check)
        var visit: Visit? = root.visit()
        var keeper = visit
        if let visit { check.lifetimeEnded(of: visit) }
        visit = nil
        let looking = #_sourceLocation
        withKnownIssue("a visit still held after it ended") {
            check.expectNothingCaptive(sourceLocation: looking)
        } matching: { issue in
            issue.comments.contains {
                "\($0)".hasPrefix("captive Visit (per visit) ^->Root->Visit, opened at LifetimeChecksTests/")
                    && "\($0)".contains(", alive after its visit ended")
            }
                && issue.sourceLocation == looking
        }
        keeper = nil
        check.expectNothingCaptive()
        withExtendedLifetime(keeper) {}
    }

    /// A component made captive fails the test the moment it is made, whether or not the test looks, at the
    /// test's own place rather than inside the library.
    @Test func aComponentMadeCaptiveFailsTheTestWhenMade() {
        let check = LifetimeCheck()
        let visit = CheckedRoot(check).visit()
        withKnownIssue("a component kept for the run under a visit") {
            _ = Visit(parent: visit, lifetime: .run)
        } matching: { issue in
            issue.comments.contains { "\($0)".contains("made under ^->Root->Visit (per visit)") }
                && issue.sourceLocation?.fileID.hasSuffix("LifetimeCheckTests.swift") == true
        }
    }

    /// Nothing made twice, nothing held past its end: the look records nothing, and every report reaches
    /// the tracker the test may read and its own observer.
    @Test func aTestThatBreaksNothingPasses() {
        let forwarded = CountingObserver()
        let check = LifetimeCheck(forwardingTo: forwarded)
        let root = CheckedRoot(check)
        var visit: Visit? = root.visit()
        if let visit { check.lifetimeEnded(of: visit) }
        visit = nil
        check.expectNothingCaptive()
        #expect(check.tracker.records.filter { $0.typeName == "Visit" }.map { [$0.created, $0.released] } == [[1, 1]])
        #expect(forwarded.made == 2 && forwarded.released.withLock { $0 } == 1)
    }
}

private final class CheckedRoot: BootstrapComponent {
    init(_ check: LifetimeCheck) { super.init(name: "Root", observer: check) }

    /// A visit, begun as the navigation stack begins one.
    func visit() -> Visit {
        beginVisit(openedAt: SourcePlace(fileID: #fileID, line: #line, column: #column)) { Visit(parent: self) }
    }
}

private final class Visit: Component<Void> {
    init(parent: Scope, lifetime: ScopeLifetime = .visit) { super.init(parent: parent, lifetime: lifetime) }
}

private final class Token {}

private final class Misdeclared: Component<Void> {
    init(parent: Scope) { super.init(parent: parent) }
    var token: Token { shared { Token() } }
}

/// Counts the components made and released that it is told of, a release on whatever thread it comes.
private final class CountingObserver: LifetimeObserver {
    private(set) var made = 0
    let released = Mutex(0)
    func made(_ scope: Scope, under parent: Scope?, living lifetime: ScopeLifetime) { made += 1 }
    func making<Value>(_ member: Member, of scope: Scope, keepsValue: Bool, _ make: () -> Value) -> Value { make() }
    func made(_ instance: Any, lifetime: Lifetime, by scope: Scope) {}
    func made(_ instance: Any, sharedAs member: SourcePlace, by scope: Scope) {}
    func failed(making type: Any.Type, lifetime: Lifetime, by scope: Scope) {}
    func started(_ task: OwnedTask, by scope: Scope) {}
    nonisolated func released(_ scope: ObjectIdentifier) { released.withLock { $0 += 1 } }
    func ended(_ task: OwnedTask) {}
    func lifetimeEnded(of scope: Scope) {}
}
