/// An app's hold on its component tree, for as long as the app runs: letting go of it lets go of the children
/// the root keeps (`BootstrapComponent.keep`), each of which holds the root, and so of the whole tree.
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
