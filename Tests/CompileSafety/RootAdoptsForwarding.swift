// A fixture that must NOT compile: the root adopts the forwarding protocol as if it could forward. A root
// has no dependency to forward to, and the forwarding extension applies only to a `Component`, so the root
// gets no member from it: the missing member is a compile error, not a getter that calls itself until the
// stack overflows. With `-D FIXED` the root writes its members and the file compiles.

import Core

final class Clock {}

@MainActor
protocol RootLevelDependency: AnyObject {
    var clock: Clock { get }
}

@MainActor
protocol ForwardsRootLevel: RootLevelDependency {}

extension ForwardsRootLevel where Self: Component<any RootLevelDependency> {
    var clock: Clock { dependency.clock }
}

@MainActor
final class Root: BootstrapComponent, ForwardsRootLevel {
    #if FIXED
        let clock = Clock()
    #endif
}
