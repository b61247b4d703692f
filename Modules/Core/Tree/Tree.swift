/// An app's hold on its component tree, for as long as the app runs. The root keeps the children that live
/// as long as the app (`BootstrapComponent.keep`), each of which holds the root; letting go of the tree
/// lets go of them, then of the root and everything below it once nothing else holds them.
@MainActor
public final class Tree<Root: BootstrapComponent> {
    public let root: Root

    public init(_ root: Root) {
        self.root = root
    }

    isolated deinit {
        root.letGoOfKeptChildren()
    }
}
