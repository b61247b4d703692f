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
