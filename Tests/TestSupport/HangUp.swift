import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Returns once the kernel says the other end of `descriptor` (a terminal's controller, a pipe's writer) is
/// closed everywhere; otherwise the test fails here, saying what did not come. A close in the test is not a
/// hang-up at once: a child process another test starts at that moment holds a copy of every descriptor of
/// this process until it executes its program, so the end stays open a little longer, longer on a busy
/// machine. A test that relies on an end being closed waits for the kernel's word, as here.
public func untilHungUp(
    _ descriptor: Int32, _ what: String, within limit: Duration = WaitLimit.forAnEvent,
    sourceLocation: SourceLocation = #_sourceLocation
) async {
    let milliseconds = Int32(limit.components.seconds * 1000)
    let hungUp = await Task.detached {
        var entry = pollfd(fd: descriptor, events: 0, revents: 0)
        var ready: Int32
        repeat { ready = poll(&entry, 1, milliseconds) } while ready < 0 && errno == EINTR
        return ready > 0 && entry.revents & Int16(POLLHUP) != 0
    }.value
    if !hungUp { Issue.record("\(what) did not come within \(limit)", sourceLocation: sourceLocation) }
}
