import Core
import TestSupport
import Testing

/// Core keeps no record of what is being made: naming a cycle is the observer's business. With none, a
/// cycle recurses until the stack overflows and the process crashes; run as a program, the runtime's report
/// lists the two getters in turn, frame after frame (the test's child process keeps no such report).
@Suite(.limitForATest) struct CycleWithoutAnObserverTests {
    @Test func aCycleWithNoObserverCrashesUnnamed() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { _ = Unobserved().egg }
        }
        let report = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(!report.contains("dependency cycle"))
    }
}

private final class Egg { init(_ chicken: Chicken) {} }
private final class Chicken { init(_ egg: Egg) {} }

/// Two shared members whose makers need each other, under a root nobody observes.
private final class Unobserved: BootstrapComponent {
    init() { super.init(name: "Root") }

    private(set) lazy var egg: Egg = shared { Egg(chicken) }
    private(set) lazy var chicken: Chicken = shared { Chicken(egg) }
}
