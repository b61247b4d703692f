#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A terminal switched to the app's own line editing, and the settings to give back: the terminal's own
/// editing and echo off, signal keys off (Ctrl-C reaches the app as a key), and flow control off (Ctrl-S
/// would otherwise stop all output until Ctrl-Q, and the app with it). `restore()` gives back exactly what
/// the terminal had.
struct TerminalMode: Sendable {
    private let descriptor: Int32
    private let asFound: termios

    /// Switches the terminal on `descriptor` to the app's editing; `nil`, leaving it alone, when it is not a
    /// terminal that edits and echoes lines itself.
    init?(on descriptor: Int32) {
        var settings = termios()
        let editing = tcflag_t(ICANON | ECHO)
        guard tcgetattr(descriptor, &settings) == 0, settings.c_lflag & editing == editing else { return nil }
        self.descriptor = descriptor
        asFound = settings
        settings.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        settings.c_iflag &= ~tcflag_t(IXON)
        // Each read returns as soon as one byte is typed, whatever the terminal had.
        withUnsafeMutableBytes(of: &settings.c_cc) {
            $0[Int(VMIN)] = 1
            $0[Int(VTIME)] = 0
        }
        guard tcsetattr(descriptor, TCSANOW, &settings) == 0 else { return nil }
    }

    /// Gives the terminal its settings back, as they were found.
    func restore() {
        var settings = asFound
        _ = tcsetattr(descriptor, TCSANOW, &settings)
    }

    /// Switches the terminal to the app's editing again, after `restore()` (a stop and `fg`).
    func resume() -> Bool {
        TerminalMode(on: descriptor) != nil
    }
}
