import CloseOnExecCalls
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Descriptors a test opens, each opened close-on-exec (`O_CLOEXEC`) in the one call that opens it. Tests
/// run side by side, and some start processes (a built binary, an exit test's child, which inherits every
/// descriptor below the one it is handed): one that inherited a terminal's controller or a pipe's writing
/// end would keep it open after the test closed it, and the terminal would not hang up, nor the pipe end.
public enum CloseOnExec {
    /// A pseudo-terminal: the controller a test types on, and the terminal end the app is given.
    public static func pseudoTerminal() -> (controller: Int32, terminal: Int32)? {
        var (controller, terminal): (Int32, Int32) = (-1, -1)
        guard close_on_exec_pseudo_terminal(&controller, &terminal) == 0 else { return nil }
        return (controller, terminal)
    }

    /// A pipe: its reading end and its writing end, each closed when its handle goes.
    public static func pipe() -> (reading: FileHandle, writing: FileHandle)? {
        var ends: [Int32] = [-1, -1]
        guard close_on_exec_pipe(&ends) == 0 else { return nil }
        return (
            FileHandle(fileDescriptor: ends[0], closeOnDealloc: true),
            FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
        )
    }
}
