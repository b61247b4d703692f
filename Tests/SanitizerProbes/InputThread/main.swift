// A line read through StandardConsole from a pipe, so that its input thread starts and reads. Built by
// scripts/check-fresh-copies.sh with a write planted without a lock on that thread, which ThreadSanitizer
// must report.
import Foundation
import TerminalMenu

// This program starts no process, so its pipe is not made close-on-exec (O_CLOEXEC): nothing could inherit it.
var ends: [Int32] = [0, 0]
guard pipe(&ends) == 0 else { fatalError("no pipe") }
let console = StandardConsole(environment: [:], outputIsTerminal: false, input: ends[0], output: STDERR_FILENO)
_ = "typed\n".withCString { write(ends[1], $0, 6) }
print(await console.nextLine() ?? "no line")
