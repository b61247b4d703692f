import Testing

@testable import Core

@MainActor
@Suite struct ComponentTreeTests {
    @Test func pathsNameEachComponentFromTheRoot() {
        let root = RootUnderTest()
        #expect(root.path == "^->Root")
        #expect(root.child.path == "^->Root->ChildComponentUnderTest")
    }

    /// A name comes from the class, without `Component`, unless one is given.
    @Test func aComponentIsNamedAfterItsClassUnlessANameIsGiven() {
        let root = RootUnderTest()
        #expect(NamedComponent(parent: root).name == "Named")
        #expect(NamedComponent(parent: root, name: "Session").path == "^->Root->Session")
        #expect(PlainRoot().path == "^->PlainRoot")
        #expect(RootComponent().path == "^->Root")
        #expect(Named.Component(parent: root).path == "^->Root->Component", "a class named just Component keeps it")
    }

    /// Names and paths never change, so a thread off the main actor reads them as the main actor does: an
    /// observer told of a release on whichever thread let go of the component, or a log written there.
    @Test func aComponentsNamesAndPathAreReadOffTheMainActor() async {
        let root = RootUnderTest()
        let child = NamedComponent(parent: root, name: "Session")
        let read = await Task.detached { (child.givenName, child.name, child.path, root.path) }.value
        #expect(read.0 == "Session")
        #expect(read.1 == "Session")
        #expect(read.2 == "^->Root->Session")
        #expect(read.3 == root.path)
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

private final class NamedComponent: Component<Void> {}
private enum Named {
    final class Component: Core.Component<Void> {}
}
private final class PlainRoot: BootstrapComponent {}
private final class RootComponent: BootstrapComponent {}
