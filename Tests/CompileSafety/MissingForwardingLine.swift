// A fixture that must NOT compile: a member was added to the root-level protocol, but its forwarding
// line was not, so no level between the root and the leaf provides it. With `-D FIXED` the line is there
// and the file compiles. scripts/check-compile-safety.sh runs both.

import Core

final class Clock {}
final class Logger {}

@MainActor
protocol RootLevelDependency: AnyObject {
    var clock: Clock { get }
    var logger: Logger { get }
}

@MainActor
protocol ForwardsRootLevel: RootLevelDependency {}

extension ForwardsRootLevel where Self: Component<any RootLevelDependency> {
    var clock: Clock { dependency.clock }
    #if FIXED
        var logger: Logger { dependency.logger }
    #endif
}

@MainActor
final class Root: BootstrapComponent, RootLevelDependency {
    let clock = Clock()
    let logger = Logger()
    var level: Level { Level(parent: self) }
}

@MainActor
final class Level: Component<any RootLevelDependency>, ForwardsRootLevel {
    init(parent: some Scope & RootLevelDependency) {
        super.init(parent: parent, dependency: parent, name: "Level")
    }
    var next: Level { Level(parent: self) }
}
