import Testing

@testable import Core

@MainActor
@Suite struct ComponentTreeTests {
    @Test func pathsNameEachComponentFromTheRoot() {
        let root = RootUnderTest(name: "Root")
        #expect(root.path == "^->Root")
        #expect(root.child.path == "^->Root->Child")
    }

    @Test func aChildReachesItsParentThroughItsDependency() {
        let root = RootUnderTest()
        let child = root.child
        #expect(child.dependency.rootWidget === root.rootWidget)
        #expect(child.parent === root)
    }

    @Test func aChildKeepsItsParentAlive() {
        var root: RootUnderTest? = RootUnderTest()
        weak let weakRoot = root
        let child = root?.child
        root = nil
        #expect(weakRoot != nil)
        #expect(child?.parent === weakRoot)
    }

    @Test func aParentDoesNotKeepTheChildrenItHandsOut() {
        let root = RootUnderTest()
        var child: ChildComponentUnderTest? = root.child
        weak let released = child
        child = nil
        #expect(released == nil)
    }
}
