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

    /// Nothing made twice, nothing held past its end: the look records nothing, and the tracker the test may
    /// read counts what was made and released.
    @Test func aTestThatBreaksNothingPasses() {
        let check = LifetimeCheck()
        let root = CheckedRoot(check)
        var visit: Visit? = root.visit()
        if let visit { check.lifetimeEnded(of: visit) }
        visit = nil
        check.expectNothingCaptive()
        #expect(check.tracker.records.filter { $0.typeName == "Visit" }.map { [$0.created, $0.released] } == [[1, 1]])
    }

    /// Every report goes on to the test's own observer, in order, the making of a member included (its value
    /// the one the maker made), as it goes to the tracker.
    @Test func everyReportGoesOnToTheTestsOwnObserver() async {
        let forwarded = RecordingObserver()
        let check = LifetimeCheck(forwardingTo: forwarded)
        var root: CheckedRoot? = CheckedRoot(check)
        var visit: Reporting? = root?.visit { Reporting(parent: $0) }
        let token = visit?.token
        _ = visit?.fresh
        _ = try? await visit?.failing.value
        await visit?.startTask(named: "short") {}.running.value
        if let visit { check.lifetimeEnded(of: visit) }
        visit = nil
        root = nil
        #expect(token === forwarded.madeToken)
        #expect(
            forwarded.reports.withLock { $0 } == [
                "made Root", "making", "made Reporting", "making", "made shared Token", "made factory Token",
                "started making Int", "failed Int", "ended making Int", "started short", "ended short",
                "ended lifetime of Reporting", "released", "released",
            ])
        #expect(check.tracker.records.filter { $0.typeName == "Token" }.map(\.created) == [1, 1])
    }
}

private final class CheckedRoot: BootstrapComponent {
    init(_ check: LifetimeCheck) { super.init(name: "Root", observer: check) }

    /// A visit, begun as the navigation stack begins one.
    func visit() -> Visit { visit { Visit(parent: $0) } }

    func visit<Made: Scope>(_ make: (CheckedRoot) -> Made) -> Made {
        beginVisit(openedAt: SourcePlace(fileID: #fileID, line: #line, column: #column)) { make(self) }
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

/// A visit's component that makes one of each kind of instance: shared, factory, one that fails to make.
private final class Reporting: Component<Void> {
    init(parent: Scope) { super.init(parent: parent, lifetime: .visit) }
    private(set) lazy var token: Token = shared { Token() }
    var fresh: Token { factory { Token() } }
    private let failingSlot = AsyncShared<Int>()
    var failing: AsyncShared<Int> { asyncShared(failingSlot) { throw Refused() } }
}

private struct Refused: Error {}

/// Records each report it is told of, in order, a release on whatever thread it comes.
private final class RecordingObserver: LifetimeObserver {
    let reports = Mutex<[String]>([])
    private(set) var madeToken: Token?

    nonisolated private func record(_ report: String) { reports.withLock { $0.append(report) } }

    func made(_ scope: Scope, under parent: Scope?, living lifetime: ScopeLifetime) { record("made \(scope.name)") }
    func making<Value>(_ member: Member, of scope: Scope, keepsValue: Bool, _ make: () -> Value) -> Value {
        record("making")
        return make()
    }
    func made(_ instance: Any, lifetime: Lifetime, by scope: Scope) { record("made \(lifetime) \(type(of: instance))") }
    func made(_ instance: Any, sharedAs member: SourcePlace, by scope: Scope) {
        madeToken = instance as? Token
        record("made shared \(type(of: instance))")
    }
    func failed(making type: Any.Type, lifetime: Lifetime, by scope: Scope) { record("failed \(type)") }
    func started(_ task: OwnedTask, by scope: Scope) { record("started \(task.name)") }
    nonisolated func released(_ scope: ObjectIdentifier) { record("released") }
    func ended(_ task: OwnedTask) { record("ended \(task.name)") }
    func lifetimeEnded(of scope: Scope) { record("ended lifetime of \(scope.name)") }
}
