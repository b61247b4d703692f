// The floor: the same scenario with plain initializers, each level handed what it passes down.

/// The hand-wired root.
package final class PlainRoot {
    package init() {}

    let urlHandler = URLHandler()
    let router = Router()
}

/// A hand-wired level, holding what it passes on.
final class PlainLevel {
    let parent: AnyObject
    let urlHandler: URLHandler
    let router: Router

    init(parent: AnyObject, urlHandler: URLHandler, router: Router) {
        self.parent = parent
        self.urlHandler = urlHandler
        self.router = router
    }
}

/// The hand-wired leaf, with its object made on first access.
package final class PlainLeaf {
    let parent: AnyObject
    let urlHandler: URLHandler
    let router: Router
    let context: ParentContext
    package lazy var object = LeafObject(urlHandler: urlHandler, router: router, context: context)

    init(parent: AnyObject, urlHandler: URLHandler, router: Router, context: ParentContext) {
        self.parent = parent
        self.urlHandler = urlHandler
        self.router = router
        self.context = context
    }
}

extension PlainRoot {
    /// Builds six plain levels and the leaf, as `ChainRoot.buildLeaf()` builds seven components.
    package func buildLeaf() -> PlainLeaf {
        var level = PlainLevel(parent: self, urlHandler: urlHandler, router: router)
        for _ in 2...6 { level = PlainLevel(parent: level, urlHandler: level.urlHandler, router: level.router) }
        return PlainLeaf(parent: level, urlHandler: level.urlHandler, router: level.router, context: ParentContext())
    }

    /// Builds two plain levels and the leaf, as `ChainRoot.buildShallowLeaf()` builds three components.
    package func buildShallowLeaf() -> PlainLeaf {
        let first = PlainLevel(parent: self, urlHandler: urlHandler, router: router)
        let second = PlainLevel(parent: first, urlHandler: first.urlHandler, router: first.router)
        return PlainLeaf(parent: second, urlHandler: second.urlHandler, router: second.router, context: ParentContext())
    }
}
