import Locking
import Testing

@testable import Core

/// References point up the tree: whatever holds a component keeps it and its ancestors, nothing keeps a
/// component from below, and letting go releases every level with what it made.
@MainActor
@Suite struct ReleaseAtAnyDepthTests {
    @Test func holdingTheDeepestComponentKeepsEveryLevelAboveItWorking() {
        var root: LevelRoot? = LevelRoot()
        let leaf = root?.child.child.child
        weak let weakRoot = root
        root = nil

        #expect(weakRoot != nil)
        #expect(leaf?.depth == 3)
        #expect(leaf?.path == "^->Root->Level1->Level2->Level3")
        #expect(weakRoot?.child.child.child === leaf)  // each level finds the child that is held
    }

    @Test func lettingGoOfTheHolderReleasesEveryLevelAndWhatItMade() {
        var leaf: Level? = LevelRoot().child.child.child
        weak let level3 = leaf
        weak let level2 = leaf?.parent
        weak let level1 = leaf?.parent?.parent
        weak let root = leaf?.parent?.parent?.parent
        weak let widget3 = leaf?.widget
        weak let widget1 = (leaf?.parent?.parent as? Level)?.widget
        weak let rootWidget = (leaf?.parent?.parent?.parent as? LevelRoot)?.widget
        #expect(root != nil && level1 != nil && level2 != nil && level3 != nil)
        #expect(widget1 != nil && widget3 != nil && rootWidget != nil)

        leaf = nil

        #expect(root == nil && level1 == nil && level2 == nil && level3 == nil)
        #expect(widget1 == nil && widget3 == nil && rootWidget == nil)
    }

    /// Dropping a middle level's holder releases it and everything below it; the levels above stay.
    @Test func droppingAMiddleLevelReleasesItAndEverythingBelow() {
        let root = LevelRoot()
        let level1 = root.child
        var leaf: Level? = level1.child.child  // a screen of level 3
        weak let level2 = leaf?.parent
        weak let level3 = leaf
        weak let widget2 = (leaf?.parent as? Level)?.widget

        leaf = nil

        #expect(level2 == nil && level3 == nil && widget2 == nil)
        #expect(root.child === level1)
    }

    @Test func tenThousandTreesComeAndGoWithNothingLeftBehind() {
        let observer = SpyCounter()
        let root = LevelRoot(observer: observer)
        for _ in 0..<10_000 {
            var leaf: Level? = root.child.child.child
            weak let level1 = leaf?.parent?.parent
            _ = leaf?.widget
            leaf = nil
            #expect(level1 == nil)
            if level1 != nil { break }
        }
        #expect(observer.madeScopes == 30_001)
        #expect(observer.releasedScopes == 30_000)
    }
}

/// Counts the scopes the kernel reports made and released.
@MainActor
private final class SpyCounter: LifetimeObserver {
    private(set) var madeScopes = 0
    private let released = Locked(0)
    var releasedScopes: Int { released.withLock { $0 } }
    func made(_ scope: Scope, under parent: Scope?, living lifetime: ScopeLifetime) { madeScopes += 1 }
    func making<Value>(_ member: Member, of scope: Scope, keepsValue: Bool, _ make: () -> Value) -> Value { make() }
    func made(_ instance: Any, lifetime: Lifetime, by scope: Scope) {}
    func made(_ instance: Any, sharedAs member: SourcePlace, by scope: Scope) {}
    func failed(making type: Any.Type, lifetime: Lifetime, by scope: Scope) {}
    func started(_ task: OwnedTask, by scope: Scope) {}
    nonisolated func released(_ scope: ObjectIdentifier) { released.withLock { $0 += 1 } }
    func ended(_ task: OwnedTask) {}
    func lifetimeEnded(of scope: Scope) {}
}
