// Claim: a feature's component cannot walk up the tree to reach the root: it has only its dependency.
// Expect: error: 'parent' is inaccessible due to 'internal' protection level
//
// Walking up and casting (`parent as? AppRoot`) would be a service locator in disguise; `parent` is
// internal to Core. With `-D FIXED` the component asks its dependency and the file compiles.

import Core

@MainActor
protocol GreetingDependency: Scope {
    var greeting: String { get }
}

final class AppRoot: BootstrapComponent, GreetingDependency {
    var greeting: String { "Hello" }
    var secret: String { "not for features" }
}

final class GreetingComponent: Component<any GreetingDependency> {
    #if FIXED
        var text: String { dependency.greeting }
    #else
        var text: String { (parent as? AppRoot)?.secret ?? "" }
    #endif
}
