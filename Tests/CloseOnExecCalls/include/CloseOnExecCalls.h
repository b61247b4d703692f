#ifndef CLOSE_ON_EXEC_CALLS_H
#define CLOSE_ON_EXEC_CALLS_H

// Calls that open a descriptor close-on-exec in the one call that opens it, so that no process another
// thread starts meanwhile inherits it. Swift's Glibc module does not import them (`posix_openpt`, `pipe2`
// and `accept4` are GNU or X/Open extensions), and `openpty` takes no such flag. Each returns what the call
// it wraps returns, with `errno` set on failure and nothing left open.

/// A pseudo-terminal: its controller and its terminal end. Returns 0 or -1.
int close_on_exec_pseudo_terminal(int *controller, int *terminal);

/// A pipe: `ends[0]` reads, `ends[1]` writes. Returns 0 or -1.
int close_on_exec_pipe(int ends[2]);

/// The next connection on `listener`, or -1.
int close_on_exec_accept(int listener);

#endif
