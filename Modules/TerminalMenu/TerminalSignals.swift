import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a terminal program does when a signal ends it: gives the terminal back, then ends as the signal asks.
/// SIGINT and SIGTERM end the run with 130 and 143, saying what they leave (`noteOnInterrupt`); a crash goes on
/// to what handled the signal before, the runtime's report with its backtrace. A handler makes only
/// async-signal-safe calls, allocates nothing and captures nothing: what it reads is in this file's globals,
/// the one place in the project with global state, each written before the handlers that read it.
public enum TerminalSignals {
    /// What SIGINT and SIGTERM write before ending the run.
    public enum Note: Int, Sendable {
        case lineEnd
        case saveNotWritten

        var words: StaticString {
            switch self {
            case .lineEnd: "\n"
            case .saveNotWritten: "\nStopped before the change being saved was written: it is not saved.\n"
            }
        }
    }

    /// Snapshots the terminal and installs the handlers: once, before anything changes the terminal.
    @MainActor
    public static func install() {
        var settings = termios()
        if tcgetattr(STDIN_FILENO, &settings) == 0 { terminalAsFound = settings }
        for (number, status) in [(SIGINT, Int32(130)), (SIGTERM, Int32(143))] {
            endingStatus[Int(number)] = status
            install(number) { number, _, _ in endsTheRun(number) }
        }
        for number in crashSignals {
            var before = sigaction()
            sigaction(number, nil, &before)
            handlersBefore[Int(number)] = before
            // With the reporter's own flags: on its alternate stack (a stack overflow leaves no other), and
            // the signal not blocked meanwhile, as the reporter expects.
            install(number, flags: before.sa_flags) { number, info, context in handOnCrash(number, info, context) }
        }
    }

    /// Sets what SIGINT and SIGTERM write from now on.
    public static func noteOnInterrupt(_ note: Note) {
        currentNote.store(note.rawValue, ordering: .relaxed)
    }

    static let crashSignals = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    private static func install(
        _ number: Int32, flags: Int32 = 0,
        _ handler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void
    ) {
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_sigaction = handler
        #else
            action.__sigaction_u.__sa_sigaction = handler
        #endif
        action.sa_flags = flags | SA_SIGINFO
        sigemptyset(&action.sa_mask)
        sigaction(number, &action, nil)
        // A parent may start the app with the signal blocked; the app answers it all the same.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, number)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
}

// MARK: - The handlers' state: written by `install` before any handler runs

nonisolated(unsafe) private var terminalAsFound: termios?
nonisolated(unsafe) private var endingStatus = [Int32](repeating: 1, count: 65)
/// What handled each crash signal before `install`, by signal number.
nonisolated(unsafe) private var handlersBefore: [sigaction] = Array(repeating: sigaction(), count: 65)
private let currentNote = Atomic<Int>(TerminalSignals.Note.lineEnd.rawValue)

private func giveTheTerminalBack() {
    guard var settings = terminalAsFound else { return }
    _ = tcsetattr(STDIN_FILENO, TCSANOW, &settings)
    // What was typed for the app and not read goes with it, not to the shell.
    _ = tcflush(STDIN_FILENO, TCIFLUSH)
}

private func endsTheRun(_ number: Int32) {
    giveTheTerminalBack()
    let note = (TerminalSignals.Note(rawValue: currentNote.load(ordering: .relaxed)) ?? .lineEnd).words
    _ = write(STDOUT_FILENO, note.utf8Start, note.utf8CodeUnitCount)
    _exit(endingStatus[Int(number)])
}

/// Gives the terminal back and hands the crash, as it came, to what handled it before (the runtime's reporter,
/// which prints its report and restores the default); a fault then happens again as this returns, and a sent
/// signal is raised again.
private func handOnCrash(
    _ number: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
    giveTheTerminalBack()
    var before = handlersBefore[Int(number)]
    sigaction(number, &before, nil)
    #if canImport(Glibc)
        let reporter = before.__sigaction_handler.sa_sigaction
    #else
        let reporter = before.__sigaction_u.__sa_sigaction
    #endif
    if before.sa_flags & SA_SIGINFO != 0, let reporter { reporter(number, info, context) }
    if (info?.pointee.si_code ?? 0) <= 0 { raise(number) }
}
