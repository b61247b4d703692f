import Core
import Locking

/// Observes one component tree: counts what each component makes and releases, tells each event
/// (`onEvent`, which the trace prints), and reports the captive dependencies the compiler cannot see — when a
/// component is made, when a kept child's make returns, and at a look after a declared lifetime ended or the
/// run did (docs/lifetimes.md lists each rule). An instance alive after the component that made it was
/// released has outlived it. It stops on a dependency cycle and on a component kept by a value of its own
/// parent, holds only weak references, and takes releases in at its next look, never during the release.
@MainActor
public final class LifetimeTracker: LifetimeObserver {
    /// Told each event after the tracker has noted it, so that it may read the tracker.
    public var onEvent: ((LifetimeEvent) -> Void)? {
        didSet { ledger.isTelling = onEvent != nil }
    }

    private var ledger = Ledger()
    private var making = MakingChain()
    private var finishing: CheckedContinuation<Void, Never>?
    /// Where a release, told on any thread, waits for the ledger.
    private let releases: Locked<[ObjectIdentifier]>

    public init() {
        releases = ledger.releases
    }

    /// Every kind of instance made, in order of first creation, with what is alive now.
    public var records: [LifetimeRecord] {
        defer { tell() }
        return ledger.records()
    }

    public var outlived: [OutlivedRecord] {
        defer { tell() }
        return ledger.outlivedRecords()
    }

    /// Every captive finding that stands, alike ones once with how many.
    public var captive: [CaptiveRecord] {
        defer { tell() }
        return ledger.captiveRecords()
    }

    /// `scope`'s declared lifetime has ended: alive at the next look, it is captive, and withdrawn should it be
    /// released before the run ends.
    public func lifetimeEnded(of scope: Scope) {
        ledger.lifetimeEnded(of: scope)
        tell()
    }

    /// The run has ended: what was declared to live shorter and is still alive is captive. Call it before
    /// letting go of the tree, which would release them.
    public func runEnded() {
        ledger.runEnded()
        tell()
    }

    /// The path of the component that made `object`; `nil` for one no component of this tree reported.
    public func pathOfMaker(of object: AnyObject) -> String? {
        defer { tell() }
        return ledger.pathOfMaker(of: object)
    }

    public var remadeShared: [RemadeShared] { ledger.remadeShared }

    /// How many instances the tracker watches now; tests check it stays as small as what is alive.
    package var watchedCount: Int { ledger.watchedCount }

    /// Reports every release since the last look, then anything that outlived the component that made it.
    public func catchUp() {
        ledger.look(judging: true)
        tell()
    }

    /// Once the root has been let go of: waits for the tasks it cancelled to return, at most `deadline`, then
    /// reports what is still alive or running as having outlived the tree.
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

    /// Told on whichever thread let go of the component last: posted, taken in at the next report or look.
    nonisolated public func released(_ scope: ObjectIdentifier) {
        releases.withLock { $0.append(scope) }
    }

    public func ended(_ task: OwnedTask) {
        ledger.ended(task)
        tell()
        if !ledger.hasRunningTasks { stopFinishing() }
    }

    private func tell() {
        guard let onEvent else { return }
        for event in ledger.takeEvents() { onEvent(event) }
    }
}
