// A fixture that must NOT compile: a feature component walking up the tree to reach the root and its
// members — a service locator in disguise. `parent` is internal to Core; a feature reaches the outside
// world only through its dependency protocol. With `-D FIXED` it asks its dependency and the file compiles.

import Core

@MainActor
protocol GreetingDependency: AnyObject {
    var greeting: String { get }
}

@MainActor
final class AppRoot: BootstrapComponent, GreetingDependency {
    var greeting: String { "Hello" }
    var secret: String { "not for features" }
}

@MainActor
final class GreetingComponent: Component<any GreetingDependency> {
    init(parent: some Scope & GreetingDependency) {
        super.init(parent: parent, dependency: parent, name: "Greeting")
    }

    #if FIXED
        var text: String { dependency.greeting }
    #else
        var text: String { (parent as? AppRoot)?.secret ?? "" }
    #endif
}
