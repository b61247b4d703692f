// Claim: a wiring lacking a need of its feature's dependency protocol does not compile.
// Expect: error: type 'GreetingWiring' does not conform to protocol 'GreetingDependency'
// Expect: note: protocol requires property 'greeting' with type 'String'
//
// `GreetingWiring` meets `GreetingDependency` at the root but lacks one need; with `-D FIXED` it has it
// and the file compiles, which proves the error comes from the missing need and from nothing else. A
// parent that adopts the protocol itself is held to it the same way.

import Core

@MainActor
protocol GreetingDependency {
    var greeting: String { get }
    var punctuation: String { get }
}

final class GreetingComponent: Component<any GreetingDependency> {
    var sentence: String { dependency.greeting + dependency.punctuation }
}

@MainActor
struct GreetingWiring: GreetingDependency {
    let root: FixtureRoot
    var punctuation: String { "!" }
    #if FIXED
        var greeting: String { "Hello" }
    #endif
}

final class FixtureRoot: BootstrapComponent {
    var greetingComponent: GreetingComponent {
        GreetingComponent(parent: self, dependency: GreetingWiring(root: self))
    }
}
