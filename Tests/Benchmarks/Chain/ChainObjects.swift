// What the depth-7 chain's leaf needs and makes, the same for the kernel's chain and the hand-wired one.

/// A root-level dependency of the leaf.
package final class URLHandler {}
/// A root-level dependency of the leaf.
package final class Router {}
/// What the leaf's parent makes for it.
package final class ParentContext {}

/// What the leaf resolves on first access.
package final class LeafObject {
    let urlHandler: URLHandler
    let router: Router
    let context: ParentContext

    init(urlHandler: URLHandler, router: Router, context: ParentContext) {
        self.urlHandler = urlHandler
        self.router = router
        self.context = context
    }
}
