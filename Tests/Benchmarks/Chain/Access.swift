import Core

/// The measured operations, each behind a call the optimiser may not inline, so that neither the kernel
/// nor the floor is hoisted out of the timing loop.
@MainActor
package enum Access {
    /// Builds the seven-level chain and resolves the leaf's object.
    @inline(never)
    package static func first(_ root: ChainRoot) -> LeafObject { root.buildLeaf().object }

    /// The same by hand.
    @inline(never)
    package static func first(_ root: PlainRoot) -> LeafObject { root.buildLeaf().object }

    /// Builds the three-level chain and resolves the leaf's object.
    @inline(never)
    package static func shallowFirst(_ root: ChainRoot) -> LeafObject { root.buildShallowLeaf().object }

    /// The same by hand.
    @inline(never)
    package static func shallowFirst(_ root: PlainRoot) -> LeafObject { root.buildShallowLeaf().object }

    /// Reads the leaf's object again.
    @inline(never)
    package static func again(_ leaf: ChainLeaf) -> LeafObject { leaf.object }

    /// The same by hand.
    @inline(never)
    package static func again(_ leaf: PlainLeaf) -> LeafObject { leaf.object }
}

/// Keeps the optimiser from removing work whose result nobody reads.
package final class Sink {
    package init() {}

    package private(set) var total = 0

    @inline(never)
    package func consume(_ object: AnyObject) {
        total &+= Int(bitPattern: UInt(bitPattern: ObjectIdentifier(object)) & 1)
    }
}
