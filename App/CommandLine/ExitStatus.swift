/// The exit statuses of `feature-graph`, following the BSD `sysexits` convention for usage errors.
package enum ExitStatus: Int32, Sendable {
    /// The menu ended with `q` or end of input, or help or the version was printed.
    case success = 0
    /// The command line could not be understood (`EX_USAGE`).
    case usage = 64
    /// A debug build's run ended with a captive or outlived component reported (`EX_SOFTWARE`): a mistake in
    /// the code's lifetimes, which a release build reports the same way and exits 0.
    case lifetimeReported = 70
    /// Ctrl-C: 128 + SIGINT, as a shell reports a process the signal ended. (SIGTERM ends the process from
    /// its signal handler, with 143, before any status is returned: `TerminalSignals`.)
    case interrupted = 130
}

extension ExitStatus {
    /// How a run of the menu ends: 130 after Ctrl-C; in a debug build, 70 when a lifetime was reported, so that a
    /// script or a test sees the mistake; otherwise 0.
    static func menuEnded(interrupted: Bool, lifetimesReported: Bool) -> ExitStatus {
        if interrupted { return .interrupted }
        #if DEBUG
            if lifetimesReported { return .lifetimeReported }
        #endif
        return .success
    }
}
