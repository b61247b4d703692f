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

    @Test func discardingAMiddleLevelReleasesItAndEverythingBelowOnceLetGo() {
        let root = LevelRoot()
        let level1 = root.child
        var leaf: Level? = level1.child.child  // a screen of level 3
        weak let level2 = leaf?.parent
        weak let level3 = leaf
        weak let widget2 = (leaf?.parent as? Level)?.widget

        level1.discardChild()
        #expect(level1.child !== level2)  // level 1 makes a fresh level 2 from now on
        leaf = nil

        #expect(level2 == nil && level3 == nil && widget2 == nil)
        #expect(root.child === level1)  // the levels above are untouched
    }

    @Test func tenThousandTreesComeAndGoWithNothingLeftBehind() {
        let tracker = LifetimeTracker()
        let root = LevelRoot(tracker: tracker)
        tracker.sweep()
        let remembered = tracker.rememberedCount
        for _ in 0..<10_000 {
            var leaf: Level? = root.child.child.child
            weak let level1 = leaf?.parent?.parent
            _ = leaf?.widget
            leaf = nil
            tracker.sweep()
            #expect(level1 == nil)
            if level1 != nil { break }
        }
        #expect(tracker.rememberedCount == remembered)
        #expect(tracker.records.allSatisfy { $0.alive == 0 || $0.path == "^->Root" })
        #expect(tracker.outlived.isEmpty)
    }
}
