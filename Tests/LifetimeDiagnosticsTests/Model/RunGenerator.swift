import Core
import TestSupport

/// Makes up a run as it is played, from what is there at each step, with a seeded random source: the same seed
/// makes the same run.
@MainActor
final class RunGenerator {
    private var random: SeededRandom
    private var nextLabel = 1

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    func length() -> Int { Int.random(in: 2...30, using: &random) }

    func lettingGo() -> Bool { Int.random(in: 0..<3, using: &random) > 0 }

    /// How many commands a make runs before its value, fewer the deeper it is.
    func nestedCount(depth: Int) -> Int { depth > 2 ? 0 : pick([(5, 0), (4, 1), (2, 2), (1, 3)]) }

    /// A command that can be performed on what `player` has now; `nil` when the one chosen cannot.
    func command(in player: RunPlayer, nested: Bool) -> RunCommand? {
        let components = player.components
        let made: [(Int, () -> RunCommand?)] = [
            (18, { .make(self.label(), self.spec(under: components), held: nested ? self.chance(3, in: 4) : true) }),
            (12, { .visit(self.label(), self.visitSpec(under: components)) }),
            (8, { .keep(self.label(), self.keptSpec(under: components), making: nil) }),
            (
                10,
                {
                    .shared(
                        maker: self.element(of: components), member: UInt(self.pick([(1, 11), (1, 12), (1, 13)])),
                        value: self.value(under: components), making: nil)
                }
            ),
            (
                5,
                {
                    .slot(
                        maker: self.element(of: components), keepsValue: self.chance(1, in: 2),
                        value: self.value(under: components), making: nil)
                }
            ),
            (5, { .factory(maker: self.element(of: components), self.label()) }),
            (10, { components.count > 1 ? .end(self.element(of: components.filter { $0 != 0 })) : nil }),
            (4, { .startTask(self.label(), in: self.element(of: components)) }),
            (1, { .root(self.label()) }),
        ]
        let held = player.heldLabels
        let tasks = player.runningTasks
        let waited: [(Int, () -> RunCommand?)] = [
            (16, { held.isEmpty ? nil : .drop(self.element(of: held)) }),
            (3, { tasks.isEmpty ? nil : .finishTask(self.element(of: tasks)) }),
            (9, { .ask(self.element(of: Question.allCases.filter { $0 != .runEnded && $0 != .finish })) }),
        ]
        return pick(nested ? made : made + waited)()
    }

    // MARK: - Parts

    private func label() -> Label {
        defer { nextLabel += 1 }
        return nextLabel
    }

    private func spec(under components: [Label]) -> ComponentSpec {
        let lifetime = pick([
            (5, ScopeLifetime.run), (7, .visit), (5, .whileHeld), (3, .custom("session")),
        ])
        return ComponentSpec(
            kind: element(of: ComponentSpec.Kind.allCases), name: chance(1, in: 5) ? "Node" : nil,
            parent: chance(1, in: 2) ? 0 : element(of: components), lifetime: lifetime)
    }

    private func visitSpec(under components: [Label]) -> ComponentSpec {
        var spec = spec(under: components)
        if chance(9, in: 10) { spec.lifetime = .visit }
        if chance(5, in: 6) { spec.parent = 0 }
        return spec
    }

    private func keptSpec(under components: [Label]) -> ComponentSpec {
        var spec = spec(under: components)
        if chance(6, in: 7) { spec.lifetime = .run }
        if chance(3, in: 4) { spec.parent = 0 }
        return spec
    }

    private func value(under components: [Label]) -> MadeValue {
        pick([
            (7, { .thing(self.label()) }),
            (6, { .component(self.label(), self.spec(under: components)) }),
            (4, { .existing(self.element(of: components)) }),
            (3, { .note }),
        ])()
    }

    private func chance(_ times: Int, in all: Int) -> Bool { Int.random(in: 0..<all, using: &random) < times }

    private func element<T>(of choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }

    private func pick<T>(_ weighted: [(Int, T)]) -> T {
        var roll = Int.random(in: 0..<weighted.reduce(0) { $0 + $1.0 }, using: &random)
        for (weight, choice) in weighted {
            if roll < weight { return choice }
            roll -= weight
        }
        return weighted[weighted.count - 1].1
    }
}
