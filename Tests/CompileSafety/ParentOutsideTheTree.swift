// Claim: a component's parent is a component of the tree: a value that only meets its needs is refused as the parent.
// Expect: error: cannot convert value of type 'GreetingWiring' to expected argument type 'Scope'
//
// The parent is typed `Scope`, so a wiring passed in its place does not compile. With `-D FIXED` the
// root is the parent and the file compiles.

import Core

@MainActor
protocol GreetingDependency {
    var greeting: String { get }
}

@MainActor
struct GreetingWiring: GreetingDependency {
    var greeting: String { "Hello" }
}

final class GreetingComponent: Component<any GreetingDependency> {}

final class FixtureRoot: BootstrapComponent {
    var greetingComponent: GreetingComponent {
        #if FIXED
            GreetingComponent(parent: self, dependency: GreetingWiring())
        #else
            GreetingComponent(parent: GreetingWiring(), dependency: GreetingWiring())
        #endif
    }
}
