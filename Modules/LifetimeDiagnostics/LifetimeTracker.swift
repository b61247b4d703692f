import Core
import Locking

/// Observes one component tree: counts what each component makes and releases, tells each event as it
/// is seen (`onEvent`, which the trace prints), and reports the captive dependencies the compiler cannot
/// see. When a component is made it checks the rule at once: one declared for the run under a component whose
/// lifetime ends sooner (a visit, a lifetime of the app's own), or one that lives shorter than the run made
/// for, or kept by, a shared member of a component kept for the run, is captive, naming both. After that, a
/// component still alive at a look after its declared lifetime ended (`lifetimeEnded(of:)`), or when the run
/// ends (`runEnded()`), is captive, with what is known to keep it; an instance still alive after the
/// component that made it was released has outlived it. It names a dependency cycle and stops, and stops a
/// component kept by a value of its own parent. It holds only weak references. Releases are told, and
/// components judged, at its next look (`records`, `captive`, `outlived`, `catchUp()`), never during the
/// release itself, so whatever is tearing down has finished letting go.
@MainActor
public final class LifetimeTracker: LifetimeObserver {
    /// Told each event after the tracker has noted it, so that it may read `records` or `outlived`.
    public var onEvent: ((LifetimeEvent) -> Void)? {
        didSet { ledger.isTelling = onEvent != nil }
    }

    private var ledger = Ledger()
    private var making = MakingChain()
    /// `finish`, waiting for the last running task to end or its deadline to pass, whichever comes first.
    private var finishing: CheckedContinuation<Void, Never>?
    /// The ledger's inbox, kept apart so that a release, told on any thread, never touches the ledger.
    private let releases: Locked<[ObjectIdentifier]>

    public init() {
        releases = ledger.releases
    }

    /// Every kind of instance made since start, in order of first creation, with what is alive now.
    public var records: [LifetimeRecord] {
        defer { tell() }
        return ledger.records()
    }

    /// Everything reported as having outlived its component since start, with how many of each.
    public var outlived: [OutlivedRecord] {
        defer { tell() }
        return ledger.outlivedRecords()
    }

    /// Every captive component found since start that stands, alike ones once with how many: found when
    /// made, or alive after its declared lifetime ended and not released since (or when the run ended).
    public var captive: [CaptiveRecord] {
        defer { tell() }
        return ledger.captiveRecords()
    }

    /// The lifetime `scope` was declared to live has ended — for a visit's component, the entry of the
    /// navigation stack that began it has left — or, for a lifetime of the app's own, the code that declared
    /// it says it is over: if it is still alive at the next look, it is reported captive, with what is known
    /// to keep it, and withdrawn should it be released before the run ends.
    public func lifetimeEnded(of scope: Scope) {
        ledger.lifetimeEnded(of: scope)
    }

    /// The run has ended and nothing is shown any more: each component declared to live shorter than the
    /// run (per visit, or a lifetime of the app's own) still alive now is reported captive, whether or not
    /// its end was told. Call it before letting go of the tree, which would release them.
    public func runEnded() {
        ledger.runEnded()
        tell()
    }

    /// The path of the component that made `object`, as it reported it; `nil` for an object no component of
    /// this tree made (or one made by a value type's initializer, which the kernel never sees).
    public func pathOfMaker(of object: AnyObject) -> String? {
        ledger.pathOfMaker(of: object)
    }

    /// Every shared member a component made a second time, once each, in the order first seen.
    public var remadeShared: [RemadeShared] { ledger.remadeShared }

    /// How many instances the tracker watches now; tests check it stays as small as what is alive.
    package var watchedCount: Int { ledger.watchedCount }

    /// Reports every release since the last look, then anything that outlived the component that made it.
    public func catchUp() {
        ledger.look(judging: true)
        tell()
    }

    /// Ends the observation once the root has been let go of: waits until the tasks its release cancelled
    /// have returned, or `deadline` has passed on `clock`, then reports whatever is still alive or running as
    /// having outlived the tree.
    public func finish(
        waitingAtMost deadline: Duration = .seconds(2), on clock: any Clock<Duration> = ContinuousClock()
    ) async {
        if ledger.hasRunningTasks {
            let deadlinePassed = Task { [weak self] in
                try? await clock.sleep(for: deadline)
                self?.stopFinishing()
            }
            await withCheckedContinuation { finishing = $0 }
            deadlinePassed.cancel()
        }
        ledger.finish()
        tell()
    }

    private func stopFinishing() {
        finishing?.resume()
        finishing = nil
    }

    // MARK: - What the kernel reports

    public func made(_ scope: Scope, under parent: Scope?, living lifetime: ScopeLifetime) {
        if let parent { making.stopIfKept(scope, by: parent) }
        ledger.made(scope, under: parent, living: lifetime, keptBy: making.innermostKeeper, in: making)
        making.note(ObjectIdentifier(scope))
        tell()
    }

    public func making<Value>(_ member: Member, of scope: Scope, keepsValue: Bool, _ make: () -> Value) -> Value {
        making.enter(member, of: scope, making: Value.self, keepsValue: keepsValue)
        let value = make()
        let made = making.leave()
        if made.isKeep, let kept = value as? Scope {
            ledger.keepEnded(kept, made)
            tell()
        }
        return value
    }

    public func made(_ instance: Any, lifetime: Lifetime, by scope: Scope) {
        ledger.made(instance, lifetime: lifetime, by: scope)
        tell()
    }

    public func made(_ instance: Any, sharedAs member: SourcePlace, by scope: Scope) {
        // A component made before the maker ran, kept by a shared member of its own parent (or above).
        if ledger.made(instance, sharedAs: member, by: scope), let child = instance as? Scope {
            MakingChain.stop(scope, keeping: child)
        }
        tell()
    }

    public func failed(making type: Any.Type, lifetime: Lifetime, by scope: Scope) {
        ledger.failed(making: type, lifetime: lifetime, by: scope)
        tell()
    }

    public func started(_ task: OwnedTask, by scope: Scope) {
        ledger.started(task, by: scope)
        tell()
    }

    /// Told on whichever thread let go of the component last, inside its `deinit`: posted to an inbox under
    /// a lock, taken in at the next report or look on the main actor.
    nonisolated public func released(_ scope: ObjectIdentifier) {
        releases.withLock { $0.append(scope) }
    }

    public func ended(_ task: OwnedTask) {
        ledger.ended(task)
        tell()
        if !ledger.hasRunningTasks { stopFinishing() }
    }

    /// Tells what the ledger noted, outside its change, so that `onEvent` may read the tracker.
    private func tell() {
        guard let onEvent else { return }
        for event in ledger.takeEvents() { onEvent(event) }
    }
}
