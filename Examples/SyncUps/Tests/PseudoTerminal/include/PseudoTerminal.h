#ifndef PSEUDO_TERMINAL_H
#define PSEUDO_TERMINAL_H

/// Opens a pseudo-terminal, close-on-exec on the test's side: its controller in *controller, its terminal's path in
/// name (at least 64 bytes). Returns 0, or -1 with errno set. Swift's Glibc module does not declare posix_openpt.
int pseudo_terminal_open(int *controller, char *name, unsigned long size);

#endif
