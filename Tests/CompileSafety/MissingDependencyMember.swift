// A fixture that must NOT compile: `FixtureRoot` satisfies `GreetingDependency` but lacks one member.
// scripts/check-compile-safety.sh type-checks it against the built Core module and expects an error that
// names `greeting`; with `-D FIXED` the same file must compile, which proves the error comes from the
// missing member and from nothing else.

import Core

/// What the child needs from its parent.
@MainActor
protocol GreetingDependency: AnyObject {
    var greeting: String { get }
    var punctuation: String { get }
}

/// A child component that reads its dependency.
@MainActor
final class GreetingComponent: Component<any GreetingDependency> {
    init(parent: some Scope & GreetingDependency) {
        super.init(parent: parent, dependency: parent, name: "Greeting")
    }

    var sentence: String { dependency.greeting + dependency.punctuation }
}

/// The parent: it provides `punctuation`, and `greeting` only when FIXED is set.
@MainActor
final class FixtureRoot: BootstrapComponent {
    var punctuation: String { "!" }

    #if FIXED
        var greeting: String { "Hello" }
    #endif

    var greetingComponent: GreetingComponent { GreetingComponent(parent: self) }
}

extension FixtureRoot: GreetingDependency {}
