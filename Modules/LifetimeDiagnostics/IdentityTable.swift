/// A table keyed by object identity, for the tracker's record of each live component. `Dictionary` hashes
/// every key with SipHash, about 130 instructions, which the tracker would pay three times per component
/// (made, updated, released); an address needs no such mixing. Keys are spread by Fibonacci hashing (the
/// address times 2⁶⁴/φ, top bits kept), a collision probes the next slot, and a removal moves back the
/// entries behind it, so that no slot is ever marked deleted (docs/performance.md).
struct IdentityTable<Value> {
    private var slots = [(key: ObjectIdentifier, value: Value)?](repeating: nil, count: 16)
    /// log₂ of the slot count: the hash keeps this many top bits of the product.
    private var bits = 4
    private var count = 0

    var values: [Value] { slots.compactMap { $0?.value } }
    /// How many slots the table has: doubled when more than three in four are taken, never shrunk.
    var capacity: Int { slots.count }

    subscript(key: ObjectIdentifier) -> Value? {
        slots[find(key)]?.value
    }

    /// Sets the value of `key`, adding it if it is new.
    mutating func set(_ value: Value, for key: ObjectIdentifier) {
        let slot = find(key)
        if slots[slot] == nil { count += 1 }
        slots[slot] = (key, value)
        if count * 4 > slots.count * 3 { grow() }
    }

    mutating func removeValue(forKey key: ObjectIdentifier) -> Value? {
        let slot = find(key)
        guard let removed = slots[slot] else { return nil }
        slots[slot] = nil
        count -= 1
        closeGap(at: slot)
        return removed.value
    }

    /// The slot holding `key`, or the empty slot where it would go.
    private func find(_ key: ObjectIdentifier) -> Int {
        var slot = home(of: key)
        while let entry = slots[slot], entry.key != key { slot = (slot + 1) & (slots.count - 1) }
        return slot
    }

    private func home(of key: ObjectIdentifier) -> Int {
        Int(truncatingIfNeeded: (UInt(bitPattern: key) &* 0x9E37_79B9_7F4A_7C15) >> (UInt.bitWidth - bits))
    }

    /// Moves back each entry after the emptied `gap` that a search would otherwise stop short of: one whose
    /// home is no further from where it sits than the gap is.
    private mutating func closeGap(at gap: Int) {
        let mask = slots.count - 1
        var gap = gap
        var slot = (gap + 1) & mask
        while let entry = slots[slot] {
            if (slot - home(of: entry.key)) & mask >= (slot - gap) & mask {
                slots[gap] = entry
                slots[slot] = nil
                gap = slot
            }
            slot = (slot + 1) & mask
        }
    }

    private mutating func grow() {
        let entries = slots.compactMap { $0 }
        bits += 1
        slots = Array(repeating: nil, count: 1 << bits)
        count = 0
        for entry in entries { set(entry.value, for: entry.key) }
    }
}
