#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the bytes of a typed line come from, one at a time, and whether one comes within a while: a terminal
/// (`TerminalBytes`), or in tests bytes with pauses on a clock the test controls.
protocol TypedBytes {
    /// The next byte, waiting for it; `nil` at the end of input.
    mutating func next() -> UInt8?
    /// Whether a byte, or the end of input, comes within `wait`.
    mutating func comes(within wait: Duration) -> Bool
}

/// The bytes a terminal sends on `descriptor`: read(2) one at a time, poll(2) for a while.
struct TerminalBytes: TypedBytes {
    let descriptor: Int32

    mutating func next() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let count = read(descriptor, &byte, 1)
            if count < 0 && errno == EINTR { continue }
            return count == 1 ? byte : nil
        }
    }

    mutating func comes(within wait: Duration) -> Bool {
        var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&watched, 1, Int32(wait / .milliseconds(1))) != 0
    }
}

extension LineEditor {
    /// How long a paste may go quiet before its end mark is taken as lost: a terminal sends a paste at once, so a
    /// second of silence inside one means the mark will not come.
    static let pasteQuiet: Duration = .seconds(1)

    /// What the next byte of `bytes` makes of the line; inside a paste, the paste's end when none comes within
    /// `pasteQuiet`. `nil` at the end of input.
    mutating func next(from bytes: inout some TypedBytes) -> Outcome? {
        if isInAPaste, !bytes.comes(within: Self.pasteQuiet) { return pasteWentQuiet() }
        return bytes.next().map { take($0) }
    }
}
