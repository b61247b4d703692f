// Claim: a parent lacking a member of its child's dependency protocol does not compile.
// Expect: error: type 'FixtureRoot' does not conform to protocol 'GreetingDependency'
// Expect: note: protocol requires property 'greeting' with type 'String'
//
// `FixtureRoot` satisfies `GreetingDependency` but lacks one member; with `-D FIXED` it has it and the
// file compiles, which proves the error comes from the missing member and from nothing else.

import Core

@MainActor
protocol GreetingDependency: Scope {
    var greeting: String { get }
    var punctuation: String { get }
}

final class GreetingComponent: Component<any GreetingDependency> {
    var sentence: String { dependency.greeting + dependency.punctuation }
}

final class FixtureRoot: BootstrapComponent, GreetingDependency {
    var punctuation: String { "!" }
    #if FIXED
        var greeting: String { "Hello" }
    #endif

    var greetingComponent: GreetingComponent { GreetingComponent(parent: self) }
}
