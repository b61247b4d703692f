import Testing

@testable import LifetimeDiagnostics

/// The tracker's table of live components: every key it holds is found, and its size follows how many it
/// holds now, not how many it ever held, so an app that opens and closes screens all day keeps it small.
@Suite struct IdentityTableTests {
    private let objects = (0..<13).map { _ in Key() }

    @Test func twelveKeysFitInSixteenSlotsAndTheThirteenthDoublesThem() {
        var table = IdentityTable<Int>()
        for (number, object) in objects.prefix(12).enumerated() { table.set(number, for: ObjectIdentifier(object)) }
        #expect(table.capacity == 16)
        table.set(12, for: ObjectIdentifier(objects[12]))
        #expect(table.capacity == 32)
        #expect(objects.map { table[ObjectIdentifier($0)] } == Array(0..<13))
    }

    @Test func keysAddedAndRemovedOverAndOverLeaveTheTableItsSize() {
        var table = IdentityTable<Int>()
        var removed = 0
        for round in 0..<1_000 {
            for (number, object) in objects.prefix(12).enumerated() {
                table.set(round + number, for: ObjectIdentifier(object))
            }
            for object in objects.prefix(12) where table.removeValue(forKey: ObjectIdentifier(object)) != nil {
                removed += 1
            }
        }
        #expect(removed == 12_000)
        #expect(table.capacity == 16)
        #expect(table.values.isEmpty)
    }
}

private final class Key {}
